// The studio's form view: every member of a definition is edited in the form (a field, a group,
// entries, items, a compound form's choice) or, where no field can express it, as its own JSON
// with validation; what the form saves is the JSON edited with only the changed value changed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRefs } from '../../../src/engine/tooling.ts';
import { createI18n } from '../../../src/i18n/setup.ts';
import { studioCheckContext } from '../../../src/studio/check/studio-check-context.ts';
import { DefinitionForm } from '../../../src/studio/form/DefinitionForm.tsx';
import { BLOCK_SCHEMA, SCREEN_SCHEMA, childrenOf, shapeOf, type SchemaNode } from '../../../src/studio/form/member-shape.ts';
import { addStudioTexts } from '../../../src/studio/i18n/studio-texts.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const screensDir = path.join(root, 'schemas/screens');
const definitions = readdirSync(screensDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => readdirSync(path.join(screensDir, area.name)).map((file) => path.join(screensDir, area.name, file)))
  .map((file) => ({ file: path.relative(root, file), definition: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> }));
const MANAGE = definitions.find((d) => d.file.endsWith('manageEnrollments.json'))!.definition;
const ctx = studioCheckContext();
// As the studio validates (LayerWorkspace): references resolved, as the QA check does.
const validate = (draft: unknown) => ctx.meta.screen(resolveRefs(draft, ctx.refSources).value).errors;
/** Manage Enrollments with its table cut to two columns and one row action: the form draws every field, and jsdom draws a few hundred at most in good time. */
const TRIMMED = (() => {
  const copy = structuredClone(MANAGE) as { blocks: Record<string, Record<string, unknown>> };
  const enrollments = copy.blocks.enrollments!;
  const columns = enrollments.columns as Record<string, unknown>;
  enrollments.columns = { dealerCode: columns.dealerCode, dealerName: columns.dealerName };
  enrollments.rowActions = { edit: (enrollments.rowActions as Record<string, unknown>).edit, status: (enrollments.rowActions as Record<string, unknown>).status };
  enrollments.defaultSort = { column: 'dealerName', direction: 'asc' };
  return copy as unknown as Record<string, unknown>;
})();

afterEach(cleanup);

/** Pointers of every value the form draws as a field (or JSON editor), and the kind it draws it as. */
function drawn(schema: SchemaNode | undefined, value: unknown, pointer = '', out = new Map<string, string>()): Map<string, string> {
  const shape = shapeOf(schema, value);
  if (shape.kind === 'alternatives') return drawn(shape.options[shape.current], value, pointer, out);
  if (shape.kind === 'object' || shape.kind === 'map' || shape.kind === 'array') {
    const children = childrenOf(shape, value);
    if (!children.length) out.set(pointer, shape.kind);
    for (const child of children) drawn(child.schema, child.value, `${pointer}/${String(child.key)}`, out);
    return out;
  }
  out.set(pointer, shape.kind);
  return out;
}

/** Pointers of every leaf of a JSON value (an empty container is a leaf). */
function leaves(value: unknown, pointer = '', out: string[] = []): string[] {
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : typeof value === 'object' && value !== null ? Object.entries(value) : [];
  if (!entries.length) out.push(pointer);
  for (const [key, member] of entries) leaves(member, `${pointer}/${key}`, out);
  return out;
}

describe('what the form view draws', () => {
  it('draws every member of every landed definition, as a field or as its JSON: none is left out', () => {
    expect(definitions.length).toBeGreaterThan(40);
    for (const { file, definition } of definitions) {
      const fields = drawn(SCREEN_SCHEMA, definition);
      const json = [...fields].filter(([, kind]) => kind === 'json').map(([pointer]) => pointer);
      const missing = leaves(definition).filter((leaf) => !fields.has(leaf) && !json.some((pointer) => leaf.startsWith(`${pointer}/`)));
      expect({ file, missing }).toEqual({ file, missing: [] });
    }
  });

  it('gives simple members fields, compound ones their forms, and keeps JSON for what takes any value', () => {
    const fields = drawn(SCREEN_SCHEMA, MANAGE);
    expect(fields.get('/title')).toBe('text');
    expect(fields.get('/blocks/enrollments/kind')).toBe('const');
    expect(fields.get('/blocks/enrollments/columns/dealerName/header')).toBe('text');
    expect(fields.get('/blocks/enrollments/columns/dealerName/sortable')).toBe('boolean');
    expect(fields.get('/blocks/enrollments/columns/dealerName/order')).toBe('number');
    expect(fields.get('/blocks/enrollments/rowKey/0')).toBe('text');
    expect(fields.get('/blocks/enrollments/primaryRowActions/1')).toBe('text');
    expect(fields.get('/blocks/enrollments/call/operationId')).toBe('text');
    // A binding takes any JSON value; a field schema is JSON Schema.
    expect(fields.get('/blocks/enrollments/call/body')).toBe('json');
    expect(fields.get('/blocks/filters/schema')).toBe('json');
    expect(shapeOf(BLOCK_SCHEMA, (MANAGE.blocks as Record<string, unknown>).enrollments).kind).toBe('object');
    expect(shapeOf({ $ref: '#/$defs/TableBlock' }, { rowKey: 'dealerCode' }).kind).toBe('object');
    // A value of another type than the language's is kept, as JSON.
    expect(shapeOf({ type: 'string' }, 42).kind).toBe('json');
  });
});

function renderForm(initial: Record<string, unknown>, blockId: string | undefined) {
  const saved = vi.fn();
  function Harness() {
    const [draft, setDraft] = useState<unknown>(initial);
    return (
      <DefinitionForm
        draft={draft}
        blockId={blockId}
        validate={validate}
        onChange={(next) => {
          saved(next);
          setDraft(next);
        }}
      />
    );
  }
  const i18n = createI18n();
  addStudioTexts(i18n);
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return saved;
}

const clone = <T,>(value: T): T => structuredClone(value);
const table = (definition: unknown) => (definition as { blocks: { enrollments: Record<string, unknown> } }).blocks.enrollments;

// jsdom draws MUI fields slowly on a loaded machine: each test may take two minutes.
describe('editing in the form view', { timeout: 180_000 }, () => {
  it('changes nothing by opening: the screen, and every block of Manage Enrollments', () => {
    for (const blockId of [undefined, ...Object.keys(MANAGE.blocks as object)]) {
      const saved = renderForm(clone(MANAGE), blockId);
      expect(screen.getByTestId('studio-form-check').textContent).toBe('This part follows the definition language.');
      expect(saved).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('saves the JSON edited with only a nested member changed (a column header in the columns map)', async () => {
    const saved = renderForm(clone(TRIMMED), 'enrollments');
    const column = screen.getByRole('group', { name: 'dealerName' });
    fireEvent.change(within(column).getByRole('textbox', { name: 'header' }), { target: { value: 'COLUMN_DEALERS' } });
    const expected = clone(TRIMMED);
    (table(expected).columns as Record<string, Record<string, unknown>>).dealerName!.header = 'COLUMN_DEALERS';
    expect(saved).toHaveBeenLastCalledWith(expected);
    expect(JSON.stringify(saved.mock.lastCall![0])).toBe(JSON.stringify(expected));
  });

  it('adds, reorders and removes the items of an array', async () => {
    const saved = renderForm(clone(TRIMMED), 'enrollments');
    const user = userEvent.setup();
    // Looked for inside the array's own group: a role query names every candidate, and the whole
    // form has hundreds of buttons (jsdom took most of this test's time naming them).
    const actions = () => within(screen.getByRole('group', { name: 'primaryRowActions' }));
    await user.click(actions().getByRole('button', { name: 'Move primaryRowActions 2 up' }));
    expect(table(saved.mock.lastCall![0]).primaryRowActions).toEqual(['status', 'edit']);
    await user.click(actions().getByRole('button', { name: 'Remove primaryRowActions 1' }));
    expect(table(saved.mock.lastCall![0]).primaryRowActions).toEqual(['edit']);
    await user.click(actions().getByRole('button', { name: 'Add to primaryRowActions' }));
    fireEvent.change(actions().getByRole('textbox', { name: 'primaryRowActions 2' }), { target: { value: 'billing' } });
    const expected = clone(TRIMMED);
    table(expected).primaryRowActions = ['edit', 'billing'];
    expect(saved.mock.lastCall![0]).toEqual(expected);
  });

  it('switches a compound member between its forms, carrying the value over (rowKey: a list or one field)', async () => {
    const saved = renderForm(clone(TRIMMED), 'enrollments');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'rowKey' })).getByRole('button', { name: 'Remove rowKey 2' }));
    await user.click(within(screen.getByRole('group', { name: 'Form of rowKey' })).getByRole('button', { name: 'FieldPath' }));
    expect(table(saved.mock.lastCall![0]).rowKey).toBe('dealerCode');
    await user.click(within(screen.getByRole('group', { name: 'Form of rowKey' })).getByRole('button', { name: 'array' }));
    expect(table(saved.mock.lastCall![0]).rowKey).toEqual(['dealerCode']);
  });

  it('adds an optional member and an entry of a map, and removes a member, leaving the rest as it was', async () => {
    const saved = renderForm(clone(TRIMMED), 'enrollments');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove enrollments › emptyState' }));
    expect(table(saved.mock.lastCall![0])).not.toHaveProperty('emptyState');
    const columns = screen.getByRole('group', { name: 'columns' });
    fireEvent.change(within(columns).getByRole('textbox', { name: 'New entry of columns' }), { target: { value: 'zip' } });
    await user.click(within(columns).getByRole('button', { name: 'Add the entry to columns' }));
    const added = (table(saved.mock.lastCall![0]).columns as Record<string, unknown>).zip;
    expect(added).toEqual({ field: '', header: '' });
    const expected = clone(TRIMMED);
    delete table(expected).emptyState;
    (table(expected).columns as Record<string, unknown>).zip = { field: '', header: '' };
    expect(saved.mock.lastCall![0]).toEqual(expected);
  });

  it('edits a member no field can express as JSON: applied once it is JSON, checked against the language', () => {
    const saved = renderForm(clone(TRIMMED), 'enrollments');
    const body = screen.getByRole('textbox', { name: 'body' });
    expect((body as HTMLTextAreaElement).value).toBe('"$filters"');
    fireEvent.change(body, { target: { value: '{"programId": ' } });
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByText(/^Not valid JSON, so not applied/)).toBeTruthy();
    fireEvent.change(body, { target: { value: '{"programId": 3}' } });
    const expected = clone(TRIMMED);
    (table(expected).call as Record<string, unknown>).body = { programId: 3 };
    expect(saved).toHaveBeenLastCalledWith(expected);
  });

  it('marks a JSON member the definition language refuses, under the member and in the part\'s check', () => {
    const saved = renderForm(clone(MANAGE), 'filters');
    const uiSchema = screen.getByRole('textbox', { name: 'uiSchema' });
    const before = (uiSchema as HTMLTextAreaElement).value;
    expect(JSON.parse(before)).toEqual((MANAGE.blocks as Record<string, Record<string, unknown>>).filters!.uiSchema);
    fireEvent.change(uiSchema, { target: { value: '{"ui:layout": 5}' } });
    expect((saved.mock.lastCall![0] as { blocks: Record<string, Record<string, unknown>> }).blocks.filters!.uiSchema).toEqual({ 'ui:layout': 5 });
    expect(uiSchema.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('studio-form-check').textContent).toMatch(/problem\(s\) in this part/);
  });
});
