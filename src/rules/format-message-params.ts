import { REASON_MAX_LENGTH_EXCLUSIVE } from '../constants.ts';
import type { MessageParams } from './messages.ts';
import { PASSWORD_MESSAGE_PARAMS } from './strong-password.ts';

/** The reason format's message and the limit it names (formats.ts). */
export const REASON_FORMAT_MESSAGE = { messageKey: 'REASON_TOO_LONG', params: { limit: REASON_MAX_LENGTH_EXCLUSIVE } } as const;

/** The strong-password format's message and the rules it names (formats.ts). */
export const STRONG_PASSWORD_FORMAT_MESSAGE = { messageKey: 'PASSWORD_STRENGTH', params: PASSWORD_MESSAGE_PARAMS } as const;

/**
 * The parameters a format's message takes, by message key: what a server field error's
 * translation needs (translate-field-error.ts), without the formats' validators, so the pages
 * that only show such errors (the home page's contact confirmation) carry no rules
 * (bench:bundle). Every format of formats.ts with params is here (tests/unit/rules).
 */
export const FORMAT_MESSAGE_PARAMS: ReadonlyMap<string, MessageParams> = new Map(
  [REASON_FORMAT_MESSAGE, STRONG_PASSWORD_FORMAT_MESSAGE].map((format) => [format.messageKey, format.params]),
);
