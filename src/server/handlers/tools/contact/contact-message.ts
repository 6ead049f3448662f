import type { components } from '../../../../api/generated/portal.ts';
import type { FieldError } from '../../../../rules/index.ts';
import { ValidationError } from '../../../http/http-error.ts';
import { trimmedFields } from '../../profile/trimmed-fields.ts';

type ContactUsRequest = components['schemas']['ContactUsRequest'];

/** The form as stored: values trimmed (the contract), a blank required one refused, blank optional ones absent. */
export function checkedContactMessage(request: ContactUsRequest): ContactUsRequest {
  const errors: FieldError[] = [];
  const trimmed = trimmedFields(request, ['name', 'email', 'message'], '', errors);
  if (errors.length > 0) throw new ValidationError(errors.map((error) => ({ ...error, field: error.field.replace(/^\./, '') })));
  return trimmed;
}
