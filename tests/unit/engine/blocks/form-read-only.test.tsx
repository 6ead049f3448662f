/**
 * Read-only forms (FormBlock `readOnly`): Profile Information of a user the server will not let
 * edit it (an administrator acting as the dealer, the case a real user reaches: tools.spec.ts;
 * or an SSO-only account, as here) whose Profile response says hasAccessOnManageProfile false,
 * shows the values with every field disabled and no Save button,
 * and sends nothing. The real screen definition (schemas/screens/tools/manageProfile.json) is
 * rendered, so the binding that decides it is the one users get.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';
import { renderScreen } from '../render-screen.tsx';

afterEach(cleanup);

const file = path.resolve(import.meta.dirname, '../../../../schemas/screens/tools/manageProfile.json');
const manageProfile = resolvedDefinition<ScreenDefinition>(JSON.parse(readFileSync(file, 'utf8')), await loadRefSources(), file);

const profileOf = (hasAccessOnManageProfile: boolean) => ({
  dealerCode: 'HON0009',
  contactDetails: { title: 'Owner', name: 'Sam Single-Sign-On', email: 'sam@hon0009.example.com', phone: '555-5551234' },
  dwcpEnrollmentContactDetailsData: { dealerWebsite: 'https://www.hon0009.example.com', authorizedPerson: 'Sam', authorizedEmail: 'sam@hon0009.example.com', authorizedPhone: '555-5551234', addonId: 4 },
  hasAccessOnManageProfile,
  showBillingDetails: false,
  serverDate: '2026-11-27',
});

function renderProfile(hasAccessOnManageProfile: boolean, ssoLoginOnlyAllowed: boolean) {
  return renderScreen(manageProfile, {
    scope: { user: { userName: 'sso', role: 'Dealer', dealerCode: 'HON0009', ssoLoginOnlyAllowed } },
    answers: { getProfileInformation: profileOf(hasAccessOnManageProfile) },
  });
}

describe('Profile Information of a user who may not edit it', () => {
  it('shows both forms with their values, every field disabled and no Save button; a submit sends nothing', async () => {
    const view = renderProfile(false, true);
    const title = await screen.findByLabelText(/^Title/);
    expect((title as HTMLInputElement).value).toBe('Owner');
    const person = await screen.findByLabelText(/^Authorized Person/);
    expect((person as HTMLInputElement).value).toBe('Sam');

    const fields = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(fields.length).toBeGreaterThanOrEqual(8);
    for (const field of fields) expect(field.disabled, field.name || field.id).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Once, above the first form, it says why nothing can be changed.
    expect(screen.getAllByText("These details are the dealer's own: you can read them while acting as the dealer, and only the dealer can change them.")).toHaveLength(1);

    // A form is submitted by Enter even without its button (the submit runs synchronously up to
    // the call); a read-only one sends nothing.
    act(() => title.closest('form')!.requestSubmit());
    expect(view.callsTo('updateProfileInformation')).toHaveLength(0);
  });

  it('keeps the forms editable with their Save buttons for a user the server lets edit', async () => {
    renderProfile(true, false);
    const title = await screen.findByLabelText(/^Title/);
    expect((title as HTMLInputElement).disabled).toBe(false);
    const forms = [title.closest('form')!, (await screen.findByLabelText(/^Authorized Person/)).closest('form')!];
    for (const form of forms) expect(within(form as HTMLElement).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByText(/only the dealer can change them/)).toBeNull();
  });
});
