import type { BodyOf } from '../../../kernel/operation-handlers.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';

type ContactUsRequest = BodyOf<'sendContactUsMessage'>;

/** The form as stored: values trimmed (the contract), a blank required one refused, blank optional ones absent. */
export function checkedContactMessage(request: ContactUsRequest): ContactUsRequest {
  const problems = new FieldProblems();
  const name = problems.requiredText('name', request.name);
  const email = problems.requiredText('email', request.email);
  const message = problems.requiredText('message', request.message);
  problems.throwIfAny();
  const phone = request.phone?.trim();
  const subject = request.subject?.trim();
  return { name, email, message, ...(phone ? { phone } : {}), ...(subject ? { subject } : {}) };
}
