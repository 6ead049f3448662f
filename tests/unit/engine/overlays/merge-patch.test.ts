import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyOverlay, isScreenHidden, mergePatch } from '../../../../src/engine/overlays/index.ts';
import { orderedEntries, type ScreenDefinition } from '../../../../src/engine/definition/index.ts';

const fixtures = path.resolve(fileURLToPath(import.meta.url), '../../../../fixtures/screens');
const json = (file: string) => JSON.parse(readFileSync(path.join(fixtures, file), 'utf8')) as unknown;

describe('RFC 7396 JSON Merge Patch', () => {
  // Appendix A of RFC 7396, every row.
  const appendixA: Array<[unknown, unknown, unknown]> = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  it.each(appendixA)('merges %j with %j into %j', (target, patch, result) => {
    expect(mergePatch(target, patch)).toEqual(result);
  });

  it('merges the example of section 3', () => {
    const target = { title: 'Goodbye!', author: { givenName: 'John', familyName: 'Doe' }, tags: ['example', 'sample'], content: 'This will be unchanged' };
    const patch = { title: 'Hello!', phoneNumber: '+01-123-456-7890', author: { familyName: null }, tags: ['example'] };
    expect(mergePatch(target, patch)).toEqual({
      title: 'Hello!',
      author: { givenName: 'John' },
      tags: ['example'],
      content: 'This will be unchanged',
      phoneNumber: '+01-123-456-7890',
    });
  });

  it('changes neither input', () => {
    const target = { a: { b: 1 } };
    const patch = { a: { b: null, c: 2 } };
    mergePatch(target, patch);
    expect(target).toEqual({ a: { b: 1 } });
    expect(patch).toEqual({ a: { b: null, c: 2 } });
  });
});

describe('OEM overlays on screen definitions', () => {
  const base = json('manageEnrollments.json') as ScreenDefinition;

  it('removes, relabels and moves one column by id without repeating the others', () => {
    const merged = applyOverlay(base, json('oem-skins/genesis/screens/manageEnrollments.json'));
    const table = merged.blocks.enrollments;
    if (table?.kind !== 'table') throw new Error('fixture changed');
    expect(orderedEntries(table.columns).map(([id]) => id)).toEqual(['dealerCode', 'dealerName', 'status', 'programStatus', 'enrolledDate', 'programName']);
    expect(table.columns.programName).toMatchObject({ field: 'programName', header: 'COLUMN_PROGRAM_STATUS', sortable: true });
    expect(Object.keys(table.rowActions ?? {})).not.toContain('billing');
    expect(base.blocks.enrollments).toMatchObject({ columns: { region: { field: 'regionCode' } } });
  });

  it('hides a screen with {"hidden": true}', () => {
    const contact = json('contactUs.json') as ScreenDefinition;
    expect(isScreenHidden(contact)).toBe(false);
    expect(isScreenHidden(applyOverlay(contact, json('oem-skins/hyundaica/screens/contactUs.json')))).toBe(true);
  });
});
