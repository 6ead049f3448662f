/**
 * Field errors a handler finds beyond what the contract's schema can say (a blank once trimmed,
 * an id of another dealer, a date in the past, a closing time before the opening time), in the
 * 400 body the request validator uses. Collect them in a FieldProblems so every bad field is
 * reported at once, then `throwIfAny()`.
 *
 * The message is the catalogue's text for the key (src/rules messages, in English; the client
 * translates by `messageKey`), or a sentence of the handler's own when the key alone would not
 * tell the user what to change ("The card has expired.").
 */
import { translateEnglish, type FieldError, type MessageKey, type MessageParams } from '../../rules/core.ts';
import { ValidationError } from '../http/http-error.ts';

export interface FieldErrorText {
  /** Values the catalogue's text names ({limit}). */
  params?: MessageParams;
  /** The handler's own sentence, replacing the catalogue's text. */
  message?: string;
}

/** One 400 entry: `field` is the body path (`holidays.0.date`) or `query.<name>` / `path.<name>`. */
export function fieldError(field: string, messageKey: MessageKey, text: FieldErrorText = {}): FieldError {
  return { field, messageKey, message: text.message ?? translateEnglish(messageKey, text.params) };
}

export class FieldProblems {
  private readonly errors: FieldError[] = [];

  add(field: string, messageKey: MessageKey, text?: FieldErrorText): void {
    this.errors.push(fieldError(field, messageKey, text));
  }

  /** The value trimmed; a blank one is reported as missing ("This field is required."). */
  requiredText(field: string, value: string): string {
    const trimmed = value.trim();
    if (trimmed === '') this.add(field, 'REQUIRED_FIELD');
    return trimmed;
  }

  get empty(): boolean {
    return this.errors.length === 0;
  }

  /** Answers 400 with every problem found, if any. */
  throwIfAny(): void {
    if (this.errors.length > 0) throw new ValidationError(this.errors);
  }
}
