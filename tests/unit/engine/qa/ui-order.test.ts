// The QA check's ui:order rule (issue #10): a form whose schema references the contract takes a
// property the contract adds without its definition changing; RJSF then throws "uiSchema order
// list does not contain property" unless the screen's ui:order lists it or holds "*". The check
// finds that on the resolved schema, at the root and in nested objects, and names entries that
// are no property at all.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckContext } from '../../../../scripts/check-schemas.ts';
import { loadContractShape, REPOSITORY_ROOT } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { checkAll, type CheckContext, type CheckIssue } from '../../../../src/engine/definition/check/index.ts';

const EDIT_FILE = 'schemas/screens/enrollments/editManageEnrollment.json';
const editDefinition = JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, EDIT_FILE), 'utf8')) as unknown;

// A temporary openapi/ where updateDealer's body (DealerUpdate) and its billing contacts
// (BillingContact) each gain an optional property; editManageEnrollment's dealerForm references
// that body and orders both objects.
const copy = mkdtempSync(path.join(tmpdir(), 'contract-ui-order-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
cpSync(path.join(REPOSITORY_ROOT, 'openapi'), copy, { recursive: true });
const schemasFile = path.join(copy, 'schemas/enrollments.yaml');
const yaml = readFileSync(schemasFile, 'utf8');
const added = yaml
  .replace(/(\nDealerUpdate:[\s\S]*?\n {2}properties:\n)/, '$1    fax:\n      type: string\n      maxLength: 250\n      description: Fax number.\n')
  .replace(/(\nBillingContact:[\s\S]*?\n {2}properties:\n)/, '$1    extension:\n      type: string\n      maxLength: 10\n      description: Phone extension.\n');
writeFileSync(schemasFile, added);

const [asIs, changed] = await Promise.all([createCheckContext(), loadContractShape(copy).then((contract) => createCheckContext(contract))]);

const orderIssues = (issues: CheckIssue[]) => issues.filter((issue) => /ui:order|ui:options\/order/.test(issue.message));
const check = (definition: unknown, ctx: CheckContext, file = 'schemas/screens/test/orderTest.json') =>
  checkAll({ screens: [{ file, definition }], overlays: [], skins: [] }, ctx);

/** A definition of one form block on a contract body, with its own uiSchema. */
function formScreen(uiSchema: unknown, extra: Record<string, unknown> = {}) {
  return {
    id: 'orderTest',
    route: 'contactus',
    title: 'PAGE_CONTACT_US',
    blocks: {
      message: {
        kind: 'form',
        schema: { $ref: 'contract#/components/schemas/ContactUsRequest', ...extra },
        uiSchema,
        submit: { operationId: 'sendContactUsMessage', body: '$form' },
      },
    },
  };
}

describe('ui:order against a contract the definition references', () => {
  it('the copy really adds the two properties', () => {
    expect(added).toContain('    fax:\n');
    expect(added).toContain('    extension:\n');
  });

  it('passes the dealer edit screen under the contract as it is', () => {
    expect(orderIssues(check(editDefinition, asIs, EDIT_FILE))).toEqual([]);
  });

  it('refuses it, naming the block, the ui:order and each property, once the contract adds them', () => {
    const issues = orderIssues(check(editDefinition, changed, EDIT_FILE));
    expect(issues).toEqual([
      {
        file: EDIT_FILE,
        pointer: '/blocks/dealerForm/uiSchema/ui:order',
        message: expect.stringContaining(
          'screen "editManageEnrollment", block "dealerForm": ui:order at /blocks/dealerForm/uiSchema/ui:order does not list property "fax" of the form',
        ),
      },
      {
        file: EDIT_FILE,
        pointer: '/blocks/dealerForm/uiSchema/billingContacts/items/ui:order',
        message: expect.stringContaining('does not list property "extension" of "billingContacts[]"'),
      },
    ]);
    for (const issue of issues) expect(issue.message).toMatch(/: add "(fax|extension)" to ui:order, or add "\*" to it/);
  });
});

describe('ui:order on a form schema', () => {
  const ALL = ['name', 'email', 'phone', 'subject', 'message'];

  it('accepts an order listing every property, or "*" in place of the rest', () => {
    expect(orderIssues(check(formScreen({ 'ui:order': ALL }), asIs))).toEqual([]);
    expect(orderIssues(check(formScreen({ 'ui:order': ['message', '*'] }), asIs))).toEqual([]);
  });

  it('names a property the order leaves out, and an entry that is no property', () => {
    const issues = orderIssues(check(formScreen({ 'ui:order': ['name', 'email', 'phone', 'subject', 'mesage'] }), asIs));
    expect(issues.map((issue) => issue.pointer)).toEqual(['/blocks/message/uiSchema/ui:order', '/blocks/message/uiSchema/ui:order']);
    expect(issues[0]!.message).toContain('does not list property "message" of the form');
    expect(issues[1]!.message).toContain('names "mesage", which is not a property of the form: remove it from ui:order, or correct its spelling');
  });

  it('reads the order of ui:options too', () => {
    const issues = orderIssues(check(formScreen({ 'ui:options': { order: ['name'] } }), asIs));
    expect(issues).toHaveLength(ALL.length - 1);
    expect(issues[0]!.pointer).toBe('/blocks/message/uiSchema/ui:options/order');
  });

  it('names the wizard step of the form', () => {
    const wizard = {
      id: 'orderTest',
      route: 'contactus',
      title: 'PAGE_CONTACT_US',
      blocks: {
        message: {
          kind: 'wizard',
          steps: {
            who: {
              order: 1,
              title: 'PAGE_CONTACT_US',
              schema: { type: 'object', properties: { name: { type: 'string', title: 'FIELD_NAME' }, email: { type: 'string', title: 'FIELD_EMAIL' } } },
              uiSchema: { 'ui:order': ['email'] },
            },
          },
          submit: { operationId: 'sendContactUsMessage', body: '$form' },
        },
      },
    };
    const issues = orderIssues(check(wizard, asIs));
    expect(issues.map((issue) => [issue.pointer, issue.message.split(':')[0]])).toEqual([
      ['/blocks/message/steps/who/uiSchema/ui:order', 'screen "orderTest", block "message", step "who"'],
    ]);
  });
});
