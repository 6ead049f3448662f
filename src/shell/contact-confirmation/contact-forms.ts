/**
 * The fields of the contact and authorized-contact modals (portal-shell §3, §5.1) as form
 * schemas for the engine's form (validated by the shared rules: REQUIRED_FIELD, INVALID_EMAIL,
 * INVALID_PHONE, at most TEXT_MAX_LENGTH characters; values trimmed by the form). They repeat
 * the contract's ContactDetails and DealerEnrollmentContactUpdate constraints, field by field
 * under the contract's names (the types below refuse a name the contract lacks), so the modal
 * refuses what the server would refuse before anything is sent.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { PortalComponents } from '../../api/index.ts';
import { TEXT_MAX_LENGTH } from '../../constants.ts';

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

type FieldKind = 'text' | 'email' | 'phone';

interface FieldSpec {
  readonly label: string;
  readonly kind: FieldKind;
  /** The HTML autocomplete token (WCAG 1.3.5: inputs about the user say what they are). */
  readonly autocomplete: string;
}

const PHONE_PLACEHOLDER = '(xxx) xxx-xxxx';

function fieldSchema({ kind }: FieldSpec, title: string): RJSFSchema {
  const base: RJSFSchema = { type: 'string', title, maxLength: TEXT_MAX_LENGTH };
  if (kind === 'email') return { ...base, format: 'email' };
  if (kind === 'phone') return { ...base, format: 'phone' };
  // minLength 1 reads as missing (REQUIRED_FIELD), like the contract's.
  return { ...base, minLength: 1 };
}

function stepForm<F extends string>(specs: Readonly<Record<F, FieldSpec>>, t: Translate): StepForm<F> {
  const fields = Object.keys(specs) as F[];
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields };
  for (const field of fields) {
    const spec = specs[field];
    properties[field] = fieldSchema(spec, t(spec.label));
    uiSchema[field] = {
      'ui:autocomplete': spec.autocomplete,
      ...(spec.kind === 'email' ? { 'ui:options': { inputType: 'email' } } : {}),
      ...(spec.kind === 'phone' ? { 'ui:placeholder': PHONE_PLACEHOLDER, 'ui:options': { inputType: 'tel' } } : {}),
    };
  }
  return { schema: { type: 'object', required: fields, properties }, uiSchema, fields };
}

const CONTACT_FIELDS: Readonly<Record<ContactField, FieldSpec>> = {
  title: { label: 'CONTACT_CONFIRMATION_FIELD_TITLE', kind: 'text', autocomplete: 'organization-title' },
  name: { label: 'CONTACT_CONFIRMATION_FIELD_NAME', kind: 'text', autocomplete: 'name' },
  email: { label: 'CONTACT_CONFIRMATION_FIELD_EMAIL', kind: 'email', autocomplete: 'email' },
  phone: { label: 'CONTACT_CONFIRMATION_FIELD_PHONE', kind: 'phone', autocomplete: 'tel' },
};

// The authorized person is someone else: the browser should not fill in the user's own details.
const AUTHORIZED_FIELDS: Readonly<Record<AuthorizedField, FieldSpec>> = {
  authorizedPerson: { label: 'CONTACT_CONFIRMATION_AUTHORIZED_PERSON', kind: 'text', autocomplete: 'off' },
  authorizedEmail: { label: 'CONTACT_CONFIRMATION_AUTHORIZED_EMAIL', kind: 'email', autocomplete: 'off' },
  authorizedPhone: { label: 'CONTACT_CONFIRMATION_AUTHORIZED_PHONE', kind: 'phone', autocomplete: 'off' },
};

export function contactDetailsForm(t: Translate): StepForm<ContactField> {
  return stepForm(CONTACT_FIELDS, t);
}

export function authorizedContactForm(t: Translate): StepForm<AuthorizedField> {
  return stepForm(AUTHORIZED_FIELDS, t);
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
