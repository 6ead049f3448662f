import { formFieldOfServerError } from '../../bindings/index.ts';
import type { Call } from '../../definition/index.ts';
import type { CallError } from '../../data/call-error.ts';
import { translateFieldError } from '../../messages/translate-field-error.ts';
import type { PathMessage } from './error-schema.ts';

/**
 * A 400's field errors split into those shown on the form's fields (the server's path mapped back
 * through the call's bindings: `contactDetails.email` → `email`) and the rest, shown as a message.
 */
export function placeServerErrors(call: Call, error: CallError, t: (key: string) => string): { onFields: PathMessage[]; general: string[] } {
  const onFields: PathMessage[] = [];
  const general: string[] = [];
  for (const fieldError of error.fieldErrors) {
    const text = translateFieldError(fieldError, t);
    const field = formFieldOfServerError(call, fieldError.field);
    if (field) onFields.push({ field, text });
    else general.push(text);
  }
  return { onFields, general };
}
