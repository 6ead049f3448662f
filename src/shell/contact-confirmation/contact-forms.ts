/**
 * The fields of the contact and authorized-contact modals (portal-shell §3, §5.1) as form
 * schemas for the engine's form, from schemas/fragments/contact-forms.json: the fields and their
 * constraints are the contract's ContactDetails and DealerEnrollmentContactUpdate (resolved at
 * build time, so a changed constraint changes the modal), the fragment adds titles, order and
 * autocomplete. The modal therefore refuses what the server would refuse before anything is sent
 * (REQUIRED_FIELD, INVALID_EMAIL, INVALID_PHONE, at most 250 characters; values trimmed by the form).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { PortalComponents } from '../../api/index.ts';
import forms from '../../../schemas/fragments/contact-forms.json' with { type: 'json' };

type ContactDetails = PortalComponents['schemas']['ContactDetails'];
type AuthorizedContact = PortalComponents['schemas']['DealerEnrollmentContactUpdate'];
type Translate = (key: string) => string;

export type ContactField = keyof ContactDetails;
export type AuthorizedField = keyof Pick<AuthorizedContact, 'authorizedPerson' | 'authorizedEmail' | 'authorizedPhone'>;

export interface StepForm<F extends string> {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly fields: readonly F[];
}

/** A form of the fragment, its field titles translated; the field names are the contract's (the types above). */
function stepForm<F extends string>(source: { schema: unknown; uiSchema: unknown }, t: Translate): StepForm<F> {
  const schema = source.schema as RJSFSchema;
  const fieldSchemas = (source.schema as { properties: Record<string, Record<string, unknown>> }).properties;
  const fields = Object.keys(fieldSchemas) as F[];
  const properties = Object.fromEntries(
    Object.entries(fieldSchemas).map(([name, field]) => [name, typeof field.title === 'string' ? { ...field, title: t(field.title) } : field]),
  );
  return { schema: { ...schema, properties }, uiSchema: { 'ui:order': fields, ...(source.uiSchema as Record<string, unknown>) } as UiSchema, fields };
}

export function contactDetailsForm(t: Translate): StepForm<ContactField> {
  return stepForm(forms.contactDetails, t);
}

export function authorizedContactForm(t: Translate): StepForm<AuthorizedField> {
  return stepForm(forms.authorizedContact, t);
}

/** The values a form starts with: the stored ones, only the form's fields, blanks left out. */
export function startValues<F extends string>(fields: readonly F[], stored: Partial<Record<string, unknown>> | undefined): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = stored?.[field];
    if (typeof value === 'string' && value.trim() !== '') values[field] = value;
  }
  return values;
}
