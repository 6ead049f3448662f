/**
 * Field errors a handler finds beyond what the contract's schema can say (a blank once trimmed,
 * an id of another dealer, a date in the past), collected so every bad field is reported at
 * once, in the 400 body the request validator uses.
 */
import { translateEnglish, type FieldError, type MessageKey, type MessageParams } from '../../../rules/index.ts';
import { ValidationError } from '../../http/http-error.ts';

export class FieldProblems {
  private readonly errors: FieldError[] = [];

  add(field: string, messageKey: MessageKey, params?: MessageParams, message = translateEnglish(messageKey, params)): void {
    this.errors.push({ field, messageKey, message });
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
