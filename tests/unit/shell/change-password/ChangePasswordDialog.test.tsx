// The change-password dialog (portal-shell §2.5, §4.5, §5.3) over a scripted backend.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordDialog } from '../../../../src/shell/change-password/ChangePasswordDialog.tsx';
import { useChangePasswordRequest } from '../../../../src/shell/header/change-password-request.tsx';
import { user } from '../header/menu-fixtures.ts';
import { json, renderInShell, type Backend, type RecordedRequest } from '../harness/index.ts';

afterEach(cleanup);
// The form loads with the dialog (a lazy chunk); loaded once here, as the first transform is slow.
beforeAll(() => import('../../../../src/shell/change-password/ChangePasswordForm.tsx'), 60_000);

const PATH = '/api/portal/changePassword';
const STRONG = 'Sunrise#2027';

/** What the header does: asks for the dialog. */
function OpenButton() {
  const { request } = useChangePasswordRequest();
  return (
    <button type="button" onClick={request}>
      open change password
    </button>
  );
}

function renderDialog(backend: Backend) {
  const view = renderInShell(
    <>
      <OpenButton />
      <ChangePasswordDialog />
    </>,
    { user: user(), backend },
  );
  return { ...view, ui: userEvent.setup() };
}

const allowed = (answer: (request: RecordedRequest) => Response = () => json(200, { success: true, errors: [] })): Backend =>
  (request) => {
    if (request.path !== PATH) return undefined;
    return request.method === 'GET' ? json(200, { edit: true }) : answer(request);
  };

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
const indicators = (dialog: HTMLElement) =>
  Object.fromEntries([...dialog.querySelectorAll('li[data-rule]')].map((item) => [item.getAttribute('data-rule'), Number(item.getAttribute('data-indicator'))]));

async function openDialog(view: ReturnType<typeof renderDialog>) {
  await view.ui.click(screen.getByRole('button', { name: 'open change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  await within(dialog).findByLabelText(/^Current password/);
  return dialog;
}

// Typing into password fields is slow on a loaded machine.
describe('ChangePasswordDialog', { timeout: 20_000 }, () => {
  it('opens only once the permission check answers, and without the edit flag says so', async () => {
    let answer: (response: Response) => void = () => {};
    const view = renderDialog((request) =>
      request.path === PATH ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await view.ui.click(screen.getByRole('button', { name: 'open change password' }));
    await waitFor(() => expect(view.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${PATH}`]));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => answer(json(200, { edit: false })));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByRole('alert').textContent).toBe('You do not have permission to change password');
    expect(within(dialog).queryByLabelText(/Current password/)).toBeNull();
    await view.ui.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('updates one indicator per rule as the new password is typed: 0 neutral, 1 check, 2 cross, each said in words', async () => {
    const view = renderDialog(allowed());
    const dialog = await openDialog(view);
    expect(indicators(dialog)).toEqual({ length: 0, case: 0, digit: 0, special: 0 });
    await view.ui.type(field(dialog, /^New password/), 'abc1');
    expect(indicators(dialog)).toEqual({ length: 2, case: 2, digit: 1, special: 2 });
    expect(within(dialog).getByText(/At least one digit/).textContent).toContain('(met)');
    expect(within(dialog).getByText(/At least 8 characters/).textContent).toContain('(not met)');
    await view.ui.type(field(dialog, /^New password/), 'Xyz#');
    expect(indicators(dialog)).toEqual({ length: 1, case: 1, digit: 1, special: 1 });
    await view.ui.clear(field(dialog, /^New password/));
    expect(indicators(dialog)).toEqual({ length: 0, case: 0, digit: 0, special: 0 });
    expect(within(dialog).getByText(/At least one digit/).textContent).toContain('(not checked yet)');
  });

  it('shows the errors by id under their fields and sends nothing', async () => {
    const view = renderDialog(allowed());
    const dialog = await openDialog(view);
    await view.ui.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText('Current password is required.')).toBeTruthy();
    expect(within(dialog).getByText('New password is required.')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm the new password.')).toBeTruthy();
    expect(field(dialog, /^Current password/).getAttribute('data-error-id')).toBe('1');
    expect(field(dialog, /^New password/).getAttribute('data-error-id')).toBe('2');
    expect(field(dialog, /^Confirm new password/).getAttribute('data-error-id')).toBe('3');

    await view.ui.type(field(dialog, /^Current password/), 'Portal!2026');
    await view.ui.type(field(dialog, /^New password/), 'weakpass');
    await view.ui.type(field(dialog, /^Confirm new password/), 'weakpasS');
    await view.ui.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(field(dialog, /^New password/).getAttribute('data-error-id')).toBe('10');
    expect(within(dialog).getByText(/^Password must be at least 8 characters long/)).toBeTruthy();
    expect(within(dialog).getByText('The new password and its confirmation do not match.')).toBeTruthy();
    expect(field(dialog, /^Current password/).getAttribute('data-error-id')).toBeNull();
    expect(view.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the change, says "Password updated successfully." and clears the fields', async () => {
    const view = renderDialog(allowed());
    const dialog = await openDialog(view);
    await view.ui.type(field(dialog, /^Current password/), 'Portal!2026');
    await view.ui.type(field(dialog, /^New password/), STRONG);
    await view.ui.type(field(dialog, /^Confirm new password/), STRONG);
    await view.ui.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Password updated successfully.');
    expect(view.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { password: 'Portal!2026', newPassword: STRONG, confirmPassword: STRONG },
    ]);
    for (const label of [/^Current password/, /^New password/, /^Confirm new password/]) expect(field(dialog, label).value).toBe('');
    expect(indicators(dialog)).toEqual({ length: 0, case: 0, digit: 0, special: 0 });
  });

  it('shows the first server error on failure, and clears the fields', async () => {
    const view = renderDialog(
      allowed(() =>
        json(200, {
          success: false,
          errors: [
            { id: 1, message: 'The current password is not correct.', messageKey: 'CURRENT_PASSWORD_INCORRECT' },
            { id: 3, message: 'The new password and its confirmation do not match.', messageKey: 'PASSWORD_MISMATCH' },
          ],
        }),
      ),
    );
    const dialog = await openDialog(view);
    await view.ui.type(field(dialog, /^Current password/), 'wrong-one');
    await view.ui.type(field(dialog, /^New password/), STRONG);
    await view.ui.type(field(dialog, /^Confirm new password/), STRONG);
    await view.ui.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The current password is not correct.');
    expect(within(dialog).queryByText('The new password and its confirmation do not match.')).toBeNull();
    expect(field(dialog, /^Current password/).value).toBe('');
    expect(field(dialog, /^New password/).value).toBe('');
  });

  it('shows the first field error of a 400 answer', async () => {
    const view = renderDialog(
      allowed(() => json(400, { errors: [{ field: 'newPassword', message: 'Password must be strong', messageKey: 'PASSWORD_STRENGTH' }] })),
    );
    const dialog = await openDialog(view);
    await view.ui.type(field(dialog, /^Current password/), 'Portal!2026');
    await view.ui.type(field(dialog, /^New password/), STRONG);
    await view.ui.type(field(dialog, /^Confirm new password/), STRONG);
    await view.ui.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Password must be at least 8 characters long/);
  });

  it('starts afresh after closing: fields, errors and indicators reset, permission checked again', async () => {
    const view = renderDialog(allowed());
    let dialog = await openDialog(view);
    await view.ui.type(field(dialog, /^Current password/), 'Portal!2026');
    await view.ui.type(field(dialog, /^New password/), 'abc');
    await view.ui.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText('Please confirm the new password.')).toBeTruthy();
    await view.ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openDialog(view);
    expect(field(dialog, /^Current password/).value).toBe('');
    expect(field(dialog, /^New password/).value).toBe('');
    expect(within(dialog).queryByText('Please confirm the new password.')).toBeNull();
    expect(indicators(dialog)).toEqual({ length: 0, case: 0, digit: 0, special: 0 });
    expect(view.requests.filter((r) => r.method === 'GET' && r.path === PATH)).toHaveLength(2);
  });
});
