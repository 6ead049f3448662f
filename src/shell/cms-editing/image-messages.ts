import type { TFunction } from 'i18next';
import {
  EXTENSION_MESSAGE_PARTS,
  requirementMessageParts,
  type ImageMessage,
  type ImageRequirement,
} from '../../rules/cms-image-requirement.ts';
import type { CallFailure } from './cms-calls.ts';
import { failureText } from './failure-text.ts';

export const imageMessageText = (message: ImageMessage, t: TFunction): string => t(message.key, message.params);

/**
 * Why the server refused an upload, in the editor's language: its two image messages are
 * worded again from the shared rules (the server sends them in English), anything else as
 * the server said it (portal-shell §8 "Image upload failure: server message or the response").
 */
export function uploadFailureText(failure: CallFailure, requirement: ImageRequirement, t: TFunction): string {
  if (failure.messageKey === EXTENSION_MESSAGE_PARTS.key) return imageMessageText(EXTENSION_MESSAGE_PARTS, t);
  if (failure.messageKey === 'CMS_IMAGE_REQUIREMENT') return imageMessageText(requirementMessageParts(requirement), t);
  return failureText(failure, t);
}
