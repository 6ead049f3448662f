// A definition that references the contract follows it: the contract's constraint changed in a
// temporary copy of openapi/ changes the form's verdict, with no definition touched.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { loadRefSources, REPOSITORY_ROOT, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { Refusal, renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const copy = mkdtempSync(path.join(tmpdir(), 'contract-copy-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));
cpSync(path.join(REPOSITORY_ROOT, 'openapi'), copy, { recursive: true });
// BillingAddress.city: maxLength 250 → 5 (the block of the city property only).
const schemasFile = path.join(copy, 'schemas/enrollments.yaml');
const yaml = readFileSync(schemasFile, 'utf8');
const narrowed = yaml.replace(/(\nBillingAddress:[\s\S]*?\n {4}city:\n(?: {6}.*\n)*? {6}maxLength: )250/, '$15');
writeFileSync(schemasFile, narrowed);

const definitionFile = path.join(REPOSITORY_ROOT, 'schemas/screens/enrollments/billingProfile.json');
const definition = JSON.parse(readFileSync(definitionFile, 'utf8')) as unknown;
const [asIs, changed] = await Promise.all([loadRefSources(), loadRefSources({ openapiDir: copy })]);
const screenWith = (sources: typeof asIs) => resolvedDefinition<ScreenDefinition>(definition, sources, definitionFile);

async function saveWithCity(billing: ScreenDefinition) {
  const view = renderScreen(billing, {
    scope: { route: { dlCode: 'HON0100', editMode: 'edit' }, query: {}, user: { role: 'Dealer', dealerCodes: ['HON0100'], belongsToCmsEditorGroup: false } },
    answers: { getDealer: { code: 'HON0100', name: 'Metro Honda', status: 'ACTIVE', outstandingAccount: false }, getBillingProfile: new Refusal(404, { code: 'not_found', message: 'none' }), createBillingProfile: {} },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Name on Card/), 'Metro Honda');
  await user.type(screen.getByLabelText(/^Card Number/), '4111-1111-1111-1111');
  await user.type(screen.getByLabelText(/^Month\/Year/), '08/2030');
  await user.type(screen.getByLabelText(/^Security Code/), '123');
  await user.type(screen.getByLabelText(/^Address/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Springfield');
  await user.type(screen.getByLabelText(/^State/), 'IL');
  await user.type(screen.getByLabelText(/^ZIP/), '62701');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return view;
}

describe('a form schema taken from the contract', () => {
  it('the copy really narrows BillingAddress.city', () => {
    expect(narrowed).not.toBe(yaml);
  });

  it('accepts an 11-letter city under the contract as it is', async () => {
    const view = await saveWithCity(screenWith(asIs));
    await waitFor(() => expect(view.callsTo('createBillingProfile')).toHaveLength(1));
  });

  it('refuses it, with the maxLength message, once the contract allows 5 characters', async () => {
    const view = await saveWithCity(screenWith(changed));
    expect(await screen.findByText('Must be at most 5 characters')).toBeTruthy();
    expect(view.callsTo('createBillingProfile')).toHaveLength(0);
  });
});
