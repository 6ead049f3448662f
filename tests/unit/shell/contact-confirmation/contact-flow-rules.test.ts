// The contact confirmation flow's pure parts (portal-shell §4.2, §5.1, §6): which steps follow,
// which is final, who is asked, the cancelled marker, where billing Edit goes, and the modal
// fields against the contract's constraints.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { TEXT_MAX_LENGTH } from '../../../../src/constants.ts';
import { createFormValidator } from '../../../../src/rules/index.ts';
import { billingEditTarget } from '../../../../src/shell/contact-confirmation/billing-edit-target.ts';
import {
  CONTACT_CONFIRMATION_CANCELLED_KEY,
  isCancelledForLogin,
  markCancelledForLogin,
} from '../../../../src/shell/contact-confirmation/cancelled-marker.ts';
import { authorizedContactForm, contactDetailsForm, startValues } from '../../../../src/shell/contact-confirmation/contact-forms.ts';
import { contactSteps, isFinalStep } from '../../../../src/shell/contact-confirmation/contact-steps.ts';
import { mayBeAskedToConfirmContacts } from '../../../../src/shell/contact-confirmation/prompt-eligibility.ts';
import type { MenuItem } from '../../../../src/shell/session/use-session.ts';

const billingDetails = { dealerCode: 'HON0001', cardLast4: '4242' };
const authorized = { addonId: 4, authorizedPerson: 'Morgan Lee' };

describe('contactSteps', () => {
  it('asks the contact details, then the authorized contact when any value exists, then billing when shown', () => {
    expect(contactSteps({ showBillingDetails: false })).toEqual(['contact']);
    expect(contactSteps({ showBillingDetails: true, billingDetails, dwcpEnrollmentContactDetailsData: authorized })).toEqual([
      'contact',
      'authorized',
      'billing',
    ]);
    expect(contactSteps({ showBillingDetails: false, dwcpEnrollmentContactDetailsData: { addonId: 4, authorizedPhone: '312-5550143' } })).toEqual([
      'contact',
      'authorized',
    ]);
    expect(contactSteps({ showBillingDetails: true, billingDetails })).toEqual(['contact', 'billing']);
  });

  it('skips the authorized modal when the enrollment has no authorized value (blank counts as none)', () => {
    expect(contactSteps({ showBillingDetails: false, dwcpEnrollmentContactDetailsData: { addonId: 4, dealerWebsite: 'https://a.example.com' } })).toEqual([
      'contact',
    ]);
    expect(contactSteps({ showBillingDetails: false, dwcpEnrollmentContactDetailsData: { addonId: 4, authorizedPerson: '  ' } })).toEqual(['contact']);
  });

  it('marks the last step shown as the final one', () => {
    const all = contactSteps({ showBillingDetails: true, billingDetails, dwcpEnrollmentContactDetailsData: authorized });
    expect(all.map((step) => isFinalStep(all, step))).toEqual([false, false, true]);
    const only = contactSteps({ showBillingDetails: false });
    expect(isFinalStep(only, 'contact')).toBe(true);
  });
});

describe('mayBeAskedToConfirmContacts', () => {
  const dealer = { role: 'Dealer', oemName: 'honda', ssoLoginOnlyAllowed: false } as const;
  it('asks dealers and dealer groups signed in as themselves', () => {
    expect(mayBeAskedToConfirmContacts(dealer)).toBe(true);
    expect(mayBeAskedToConfirmContacts({ ...dealer, role: 'Dealer Group' })).toBe(true);
  });
  it('never asks Hyundai CA dealers, impersonated dealers, SSO-only users or non-dealers', () => {
    expect(mayBeAskedToConfirmContacts({ ...dealer, oemName: 'hyundaica' })).toBe(false);
    expect(mayBeAskedToConfirmContacts({ ...dealer, impersonator: { login: 'admin', role: 'admin', belongsToCmsEditorGroup: false } })).toBe(false);
    expect(mayBeAskedToConfirmContacts({ ...dealer, ssoLoginOnlyAllowed: true })).toBe(false);
    expect(mayBeAskedToConfirmContacts({ ...dealer, role: 'OEM' })).toBe(false);
    expect(mayBeAskedToConfirmContacts({ ...dealer, role: 'admin' })).toBe(false);
    expect(mayBeAskedToConfirmContacts({ ...dealer, oemName: 'hyundai' })).toBe(true);
  });
});

describe('the cancelled marker', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
  };

  it('suppresses the prompt for the login it was stored in, and no other', () => {
    const storage = memory();
    const login = { loginName: 'dealer', lastLoginTime: '2026-11-22T15:00:00.000Z' };
    expect(isCancelledForLogin(storage, login)).toBe(false);
    markCancelledForLogin(storage, login);
    expect(storage.values.has(CONTACT_CONFIRMATION_CANCELLED_KEY)).toBe(true);
    expect(isCancelledForLogin(storage, login)).toBe(true);
    expect(isCancelledForLogin(storage, { ...login, lastLoginTime: '2026-11-22T16:00:00.000Z' })).toBe(false);
    expect(isCancelledForLogin(storage, { ...login, loginName: 'dealer.acura' })).toBe(false);
  });

  it('survives a storage that throws (the prompt may show again rather than never)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const login = { loginName: 'dealer', lastLoginTime: undefined };
    expect(() => markCancelledForLogin(broken, login)).not.toThrow();
    expect(isCancelledForLogin(broken, login)).toBe(false);
  });
});

describe('billingEditTarget', () => {
  const entry = (id: number, url: string): MenuItem => ({ id, name: `entry ${id}`, url, filteredChildren: [] });
  it('opens the billing profile when the menu allows it (through Manage Enrollments)', () => {
    expect(billingEditTarget([entry(30, '/manageenrollments'), entry(41, '/manageprofile')], 'HON 1')).toBe('/billingProfile/HON%201/edit');
  });
  it('falls back to Profile Information, and to nothing when neither page is allowed', () => {
    expect(billingEditTarget([entry(41, '/manageprofile')], 'HON0001')).toBe('/manageprofile');
    expect(billingEditTarget([entry(11, '/smartleads')], 'HON0001')).toBeUndefined();
  });
});

describe('the modal forms', () => {
  const t = (key: string) => key;
  const validator = createFormValidator();
  const contract = parse(readFileSync('openapi/schemas/profile.yaml', 'utf8')) as Record<string, { required: string[]; properties: Record<string, Record<string, unknown>> }>;

  it('ask the contract fields under the contract names, with its formats and 250-character limit', () => {
    const contact = contactDetailsForm(t);
    expect([...contact.fields].sort()).toEqual([...contract.ContactDetails!.required].sort());
    const auth = authorizedContactForm(t);
    expect([...auth.fields].sort()).toEqual(contract.DealerEnrollmentContactUpdate!.required.filter((field) => field !== 'addonId').sort());
    for (const [form, entity] of [
      [contact, 'ContactDetails'],
      [auth, 'DealerEnrollmentContactUpdate'],
    ] as const) {
      for (const field of form.fields) {
        const mine = (form.schema.properties as Record<string, Record<string, unknown>>)[field]!;
        const theirs = contract[entity]!.properties[field]!;
        expect(mine.maxLength, field).toBe(TEXT_MAX_LENGTH);
        expect(theirs.maxLength, field).toBe(TEXT_MAX_LENGTH);
        expect(mine.format, field).toBe(theirs.format);
      }
    }
  });

  it('give the spec messages: REQUIRED_FIELD, INVALID_EMAIL, INVALID_PHONE, and the length limit', () => {
    const { schema } = contactDetailsForm(t);
    const messages = (data: Record<string, unknown>) =>
      validator.validateFormData(data, schema).errors.map((error) => [error.property?.replace(/^\./, ''), (error.params as { messageKey?: string }).messageKey]);
    expect(messages({})).toEqual(
      expect.arrayContaining([
        ['title', 'REQUIRED_FIELD'],
        ['name', 'REQUIRED_FIELD'],
        ['email', 'REQUIRED_FIELD'],
        ['phone', 'REQUIRED_FIELD'],
      ]),
    );
    expect(messages({ title: 'GM', name: 'Pat', email: 'pat@', phone: '555' })).toEqual([
      ['email', 'INVALID_EMAIL'],
      ['phone', 'INVALID_PHONE'],
    ]);
    expect(messages({ title: 'x'.repeat(TEXT_MAX_LENGTH + 1), name: 'Pat', email: 'pat@example.com', phone: '(312) 555-0142' })).toEqual([
      ['title', 'MAX_LENGTH'],
    ]);
    expect(messages({ title: 'x'.repeat(TEXT_MAX_LENGTH), name: 'Pat', email: 'pat@example.com', phone: '312-5550142' })).toEqual([]);
  });

  it('start from the stored values of their own fields only', () => {
    const { fields } = authorizedContactForm(t);
    expect(startValues(fields, { addonId: 4, authorizedPerson: 'Morgan Lee', authorizedEmail: ' ', dealerWebsite: 'https://a.example.com' })).toEqual({
      authorizedPerson: 'Morgan Lee',
    });
    expect(startValues(fields, undefined)).toEqual({});
  });
});
