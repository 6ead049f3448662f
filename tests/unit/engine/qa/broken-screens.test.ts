import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFolder, createCheckContext } from '../../../../scripts/check-schemas.ts';
import type { CheckContext } from '../../../../src/engine/definition/check/index.ts';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
const brokenDir = path.join(root, 'tests/fixtures/broken-screens');

/** One broken definition per QA rule: where the check must point and what it must say. */
const EXPECTED: Record<string, { pointer: string; message: string; count?: number }> = {
  'meta-schema-unknown-kind': { pointer: '/blocks/dealer', message: 'unknown block kind "grid"' },
  'meta-schema-missing-property': { pointer: '/blocks/list', message: 'missing required property "rowKey"' },
  'unknown-operation': { pointer: '/blocks/dealer/call/operationId', message: 'unknown operationId "getDealers"' },
  'unbound-path-parameter': { pointer: '/blocks/dealer/call', message: 'path parameter "dlCode" of getDealer (GET /api/portal/enrollments/dealer/{dlCode}) is not bound' },
  'unknown-parameter': { pointer: '/blocks/dealer/call/query/dealerCode', message: 'has no query parameter "dealerCode"' },
  'invalid-literal-value': { pointer: '/blocks/actions/buttons/pause/call/path/type', message: '"suspend" is not a valid value for path parameter "type" of changeDealerStatus' },
  'form-field-not-in-body': { pointer: '/blocks/message/schema/properties/mobile', message: 'form field "mobile" is not a field of the request body of sendContactUsMessage (ContactUsRequest)' },
  'form-field-incompatible-type': { pointer: '/blocks/message/schema/properties/name', message: 'form field "name" is integer, but the request body of sendContactUsMessage (ContactUsRequest) field "name" is string' },
  'form-field-incompatible-format': { pointer: '/blocks/message/schema/properties/email', message: 'has no format, but the request body of sendContactUsMessage (ContactUsRequest) field "email" has format "email"' },
  'required-body-field-not-produced': { pointer: '/blocks/message', message: 'required field "message" of the request body of sendContactUsMessage (ContactUsRequest) is not produced by the form' },
  'required-body-field-optional-in-form': { pointer: '/blocks/message/schema/properties/name', message: 'requires "name", but the form field is optional' },
  'wizard-required-field-in-skippable-step': { pointer: '/blocks/message/steps/question/schema/properties/message', message: 'comes only from step "question", which can be skipped' },
  'column-not-in-response': { pointer: '/blocks/list/columns/dealerName/field', message: 'column field "dealerNam" is not in the rows of searchEnrollments (EnrollmentRow)' },
  'enum-column-shown-as-code': { pointer: '/blocks/list/columns/status/format', message: '"status" is one of ACTIVE, PAUSED, ON_HOLD, OPTED_OUT, INACTIVE, CANCELLED: it would show as a code; set "format": "translated"' },
  'enum-choices-without-labels': { pointer: '/blocks/properties/schema/properties/size/enum', message: '"size" offers SMALL, MEDIUM, LARGE as codes: write the choices as "oneOf"' },
  'enum-label-missing': {
    pointer: '/blocks/dealer/fields/inactivationType/format',
    message: '"inactivationType" shows the label of CANCELLATION, but i18n key "CANCELLATION" is missing from the en and fr catalogues',
    count: 2,
  },
  'detail-field-not-in-response': { pointer: '/blocks/dealer/fields/name/field', message: 'detail field "dealerName" is not in the response of getDealer (Dealer)' },
  'server-paging-without-page-parameter': { pointer: '/blocks/list/paging/mode', message: 'server paging needs query parameter "page"', count: 2 },
  'i18n-key-missing': { pointer: '/title', message: 'i18n key "PAGE_NO_SUCH_TITLE" is missing from the en and fr catalogues (src/i18n/)' },
  'i18n-key-missing-in-field-schema': { pointer: '/blocks/message/schema/properties/name/title', message: 'i18n key "FIELD_NO_SUCH_LABEL" is missing' },
  'unknown-route': { pointer: '/route', message: 'unknown route "manageEnrolment": not in the route table' },
  'navigate-to-unknown-route': { pointer: '/blocks/actions/buttons/back/navigate/route', message: 'unknown route "manageenrollments"' },
  'route-link-missing-parameter': { pointer: '/blocks/actions/buttons/billing/navigate', message: 'route "billingProfile" (/billingProfile/:dlCode/:editMode) needs parameter "editMode"' },
  'binding-unknown-root': { pointer: '/blocks/dealer/call/path/dlCode', message: 'unknown root "$session"' },
  'binding-unknown-block': { pointer: '/blocks/actions/buttons/reactivate/visible/when/$data.dealr.status', message: 'no block "dealr" on this screen' },
  'binding-data-path-not-in-response': { pointer: '/blocks/actions/buttons/reactivate/visible/when/$data.dealer.state', message: '"state" is not in the response of getDealer (Dealer)' },
  'binding-route-parameter-not-in-route': { pointer: '/blocks/dealer/call/path/dlCode', message: 'route "editManageEnrollment" (/editManageEnrollment/:dlCode/:editMode) has no parameter "dealerCode"' },
  'binding-response-outside-outcome': { pointer: '/blocks/result/call/path/id', message: '$response is only available in an onSuccess' },
  'binding-row-outside-table': { pointer: '/blocks/actions/buttons/reactivate/call/path/dlCode', message: '$row is only available in a table' },
  'binding-unknown-form-field': { pointer: '/blocks/message/submit/body/message', message: 'block "message" has no field "text"' },
  'layout-unknown-field': { pointer: '/blocks/filters/uiSchema/ui:layout/fields/dealr', message: 'layout names field "dealr", which is not a field of this object' },
  'filters-target-not-a-table': { pointer: '/blocks/filters/target', message: 'block "heading" is a content, not a table' },
  'field-schema-unknown-format': { pointer: '/blocks/message/schema', message: 'unknown format "e-mail"', count: 2 },
  'screen-id-differs-from-file-name': { pointer: '/id', message: 'screen id "fileNameMismatch" differs from the file name "otherName.json"' },
  'overlay-breaks-meta-schema': { pointer: '/blocks/list', message: 'missing required property "rowKey"' },
  'overlay-of-unknown-screen': { pointer: '', message: 'overlay of unknown screen "manageEnrolments"' },
  'skin-invalid': { pointer: '', message: 'missing required property "footer"' },
  'field-schema-not-an-object': { pointer: '/blocks/message/schema', message: 'the fields of a form are an object schema ("type": "object" with "properties"), not "string"', count: 4 },
  'ui-widget-unknown': { pointer: '/blocks/message/uiSchema/message/ui:widget', message: 'unknown widget "richtext": the field would not be drawn' },
  'ui-field-unknown': { pointer: '/blocks/message/uiSchema/message/ui:field', message: 'unknown field "Markdown": the field would not be drawn' },
  'field-schema-draft-07-items': { pointer: '/blocks/message/schema/properties/name/items', message: '"items" as a list (draft-07): write the positions as "prefixItems" (JSON Schema 2020-12)' },
  'field-schema-dollar-schema': { pointer: '/blocks/message/schema/$schema', message: 'remove "$schema": field schemas are JSON Schema 2020-12' },
  'refresh-outside-data-call': { pointer: '/blocks/jobActions/buttons/cancel/call/refresh', message: 'refresh polls a block\'s data, so it belongs only on a block\'s data call' },
  'refresh-reload-unknown-block': { pointer: '/blocks/job/call/refresh/reloadWhenDone/0', message: 'no block "preleds" on this screen' },
  'progress-format-not-a-number': { pointer: '/blocks/job/fields/progress/format', message: 'a progress bar needs a number of 0–100, but "jobId" of the response of getPreleadJobProgress (PreleadJobProgress) is string' },
  'binding-in-same-as-not-in-route': {
    pointer: '/blocks/dealerAddons/rowActions/open/visible/when/$row.id/notSameAs/$number',
    message: '$route.addon: route "addonManageEnrollment" (/addonManageEnrollment/:dlCode/:addonId) has no parameter "addon"',
  },
  'ui-order-missing-property': {
    pointer: '/blocks/message/uiSchema/ui:order',
    message: 'screen "uiOrderMissingProperty", block "message": ui:order at /blocks/message/uiSchema/ui:order does not list property "subject" of the form',
  },
  'ref-loosens-contract': { pointer: '/blocks/message/schema/properties/name', message: '"maxLength" of name is 5000, above the contract\'s 250: a screen may change titles' },
  'ref-unresolved': { pointer: '/blocks/message/schema', message: '"contract#/components/schemas/ContactUsRequst": the contract has no schema named ContactUsRequst' },
  'first-of-item-of-wrong-type': {
    pointer: '/blocks/programs/call/body/dealer/$firstOf/1',
    message: '{"$number": "$route.addonId"} gives number, field "dealer" of the request body of searchEnrollments (EnrollmentSearchRequest) wants string',
  },
  'number-binding-where-text': {
    pointer: '/blocks/programs/call/body/dealer',
    message: '{"$number": "$route.dlCode"} gives number, field "dealer" of the request body of searchEnrollments (EnrollmentSearchRequest) wants string',
  },
};

let ctx: CheckContext;
beforeAll(async () => {
  ctx = await createCheckContext();
}, 60_000);

describe('the QA check catches one broken definition per rule', () => {
  it('has an expectation for every folder of tests/fixtures/broken-screens', () => {
    expect(readdirSync(brokenDir).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [rule, expected] of Object.entries(EXPECTED)) {
    it(rule, () => {
      const { problems } = checkFolder(ctx, path.join(brokenDir, rule));
      expect(problems.map((p) => ({ pointer: p.pointer, message: p.message }))).toContainEqual({
        pointer: expected.pointer,
        message: expect.stringContaining(expected.message),
      });
      // Each fixture is broken in one way only, so the rule it names is the one that fired.
      expect(problems).toHaveLength(expected.count ?? 1);
      for (const problem of problems) expect(problem.file).toMatch(new RegExp(`^tests/fixtures/broken-screens/${rule}/`));
    });
  }

  it('names the overlay and the base it was merged onto', () => {
    const [problem] = checkFolder(ctx, path.join(brokenDir, 'overlay-breaks-meta-schema')).problems;
    expect(problem?.file).toBe(
      'tests/fixtures/broken-screens/overlay-breaks-meta-schema/oem-skins/genesis/screens/overlayBreaksMetaSchema.json (merged onto tests/fixtures/broken-screens/overlay-breaks-meta-schema/overlayBreaksMetaSchema.json)',
    );
  });
});
