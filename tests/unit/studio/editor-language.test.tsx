// The studio editor's completions and inline diagnostics on the real Manage Enrollments
// definition, with the contract the build bundles into the studio's chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parser } from '@lezer/json';
import { describe, expect, it } from 'vitest';
import { CheckContext } from '../../../src/engine/tooling.ts';
import { en, fr } from '../../../src/i18n/catalogues.ts';
import { studioCheckInputs } from '../../../src/studio/check/studio-check-context.ts';
import { completionsAt } from '../../../src/studio/editor/completions.ts';
import { draftDiagnostics } from '../../../src/studio/editor/draft-diagnostics.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const manageEnrollments = readFileSync(path.join(root, 'schemas/screens/enrollments/manageEnrollments.json'), 'utf8');
const SCREEN = { screenId: 'manageEnrollments', area: 'enrollments', layer: 'base' } as const;

/** Completions with the cursor where `|` stands in the text. */
function completeAt(marked: string) {
  const position = marked.indexOf('|');
  const text = marked.replace('|', '');
  return completionsAt(text, parser.parse(text), position);
}

const lineOfText = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
const labels = (answer: ReturnType<typeof completeAt>) => answer?.options.map((o) => o.label) ?? [];

describe('studio editor completions', () => {
  it('offers the contract operation ids for an operationId', () => {
    const answer = completeAt(manageEnrollments.replace('"operationId": "searchEnrollments"', '"operationId": "searchEnr|"'));
    expect(labels(answer)).toContain('searchEnrollments');
    expect(answer?.options.find((o) => o.label === 'searchEnrollments')?.detail).toMatch(/^POST \/api\//);
    // The label replaces what was typed inside the quotes.
    expect(answer!.to - answer!.from).toBe('searchEnr'.length);
  });

  it('offers the body fields of the operation the call names, and not another operation\'s', () => {
    const answer = completeAt('{"blocks": {"f": {"kind": "form", "submit": {"operationId": "searchEnrollments", "body": {"|": 1}}}}}');
    expect(labels(answer)).toEqual(expect.arrayContaining(['programId', 'statuses', 'addonIds', 'dealer']));
    expect(labels(completeAt('{"blocks": {"f": {"kind": "form", "submit": {"operationId": "changePassword", "body": {"|": 1}}}}}'))).not.toContain('programId');
  });

  it('offers the i18n keys of the catalogues for a title', () => {
    const answer = completeAt(manageEnrollments.replace('"title": "PAGE_MANAGE_ENROLLMENTS"', '"title": "PAGE_MAN|"'));
    expect(labels(answer)).toContain('PAGE_MANAGE_ENROLLMENTS');
    expect(answer?.options.find((o) => o.label === 'PAGE_MANAGE_ENROLLMENTS')?.detail).toBe(en.PAGE_MANAGE_ENROLLMENTS);
  });

  it('offers the response fields of the table\'s operation for a column field, and the binding roots for a `$`', () => {
    expect(labels(completeAt(manageEnrollments.replace('"field": "dealerName"', '"field": "dea|"')))).toEqual(expect.arrayContaining(['dealerName', 'dealerCode']));
    expect(labels(completeAt(manageEnrollments.replace('"body": "$filters"', '"body": "$|"')))).toEqual(expect.arrayContaining(['$route', '$form', '$row', '$query', '$user', '$data']));
  });
});

describe('studio editor diagnostics (the QA check of npm run check:schemas)', () => {
  it('the published definition has none', () => {
    expect(draftDiagnostics(manageEnrollments, SCREEN)).toEqual([]);
  });

  it('an unknown operation, at its line', () => {
    const text = manageEnrollments.replace('"operationId": "searchEnrollments"', '"operationId": "searchEnrolmentz"');
    const found = draftDiagnostics(text, SCREEN).filter((d) => d.message.includes('searchEnrolmentz'));
    expect(found.map((d) => d.message)).toContain('unknown operationId "searchEnrolmentz": not in openapi/portal.yaml or openapi/cms.yaml');
    expect(found.map((d) => d.line)).toContain(lineOfText(text, '"searchEnrolmentz"'));
  });

  it('a column field the operation\'s response lacks, at its line', () => {
    const text = manageEnrollments.replace('"field": "dealerName"', '"field": "dealerNickname"');
    const found = draftDiagnostics(text, SCREEN).filter((d) => d.message.includes('dealerNickname'));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/^column field "dealerNickname" is not in /);
    expect(found[0]!.line).toBe(lineOfText(text, '"dealerNickname"'));
  });

  it('a key missing from the French catalogue, at its line', () => {
    const { PAGE_MANAGE_ENROLLMENTS: _dropped, ...frenchWithout } = fr;
    const ctx = new CheckContext({ ...studioCheckInputs(), catalogues: { en: new Set(Object.keys(en)), fr: new Set(Object.keys(frenchWithout)) } });
    const found = draftDiagnostics(manageEnrollments, SCREEN, ctx);
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('the fr catalogue')]);
    expect(found[0]!.line).toBe(lineOfText(manageEnrollments, '"title": "PAGE_MANAGE_ENROLLMENTS"'));
  });

  it('a text that is not JSON, at the syntax error', () => {
    const text = manageEnrollments.replace('"area": "enrollments",', '"area": "enrollments"');
    const [only] = draftDiagnostics(text, SCREEN);
    expect(only!.message).toMatch(/^not valid JSON/);
    expect(only!.line).toBe(lineOfText(text, '"access"'));
  });
});
