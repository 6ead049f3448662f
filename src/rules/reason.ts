import { REASON_MAX_LENGTH_EXCLUSIVE } from '../constants.ts';
import { characterCount } from './character-count.ts';

/** Deactivation and credit-request reasons must be under 255 characters (the limit is exclusive, unlike maxLength 250). */
export function isReason(value: string): boolean {
  return characterCount(value) < REASON_MAX_LENGTH_EXCLUSIVE;
}
