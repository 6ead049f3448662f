/** A 400 entry for a rule the contract's schema cannot express, in the catalogue's words plus why. */
import { translateEnglish, type FieldError, type MessageKey } from '../../../rules/index.ts';

export function fieldError(field: string, messageKey: MessageKey, detail?: string): FieldError {
  const message = translateEnglish(messageKey);
  return { field, messageKey, message: detail ? `${message} ${detail}` : message };
}
