import type { ErrorObject } from 'ajv';
import type { MessageKey, Translate } from './messages.ts';
import { translateEnglish } from './messages.ts';
import { fieldOf } from './error-field.ts';
import { resolveErrorMessages } from './error-message-key.ts';
import { withoutBranchErrors, withoutSupersededErrors } from './error-selection.ts';

/** One problem with one field, as the server's 400 body and the QA check report it. */
export interface FieldError {
  /** Dotted path of the value (`contacts.2.email`); a missing property is named itself. */
  readonly field: string;
  readonly message: string;
  readonly messageKey: MessageKey;
}

/**
 * ajv's errors as field errors: branch noise of failed alternatives dropped, repeats of one
 * problem on one field merged, messages from the English catalogue unless told otherwise.
 * Reads `x-message-key` from the schemas, so the ajv instance must run with `verbose: true`.
 */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  translate: Translate = translateEnglish,
): FieldError[] {
  if (!errors || errors.length === 0) return [];
  const selected = withoutBranchErrors(withoutSupersededErrors(errors));
  const messages = resolveErrorMessages(selected);
  const seen = new Set<string>();
  const fieldErrors: FieldError[] = [];
  selected.forEach((error, index) => {
    const { messageKey, params } = messages[index]!;
    const field = fieldOf(error);
    const identity = `${field}\u0000${messageKey}`;
    if (seen.has(identity)) return;
    seen.add(identity);
    fieldErrors.push({ field, messageKey, message: translate(messageKey, params) });
  });
  return fieldErrors;
}
