/**
 * Change password (portal-shell §4.5, §5.3): the permission with its edit flag, the strength
 * and required rules checked by the contract (400), the errors the server answers (ids 1, 3,
 * 10), and the new password working at the next sign-in.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const NEW_PASSWORD = 'Genesis#2027x';

describe('GET /api/portal/changePassword', () => {
  it('gives signed-in users the edit flag', async () => {
    for (const user of ['dealer', 'admin', 'oem', 'editor', 'group'] as const) {
      const res = await server().as(user).get('/api/portal/changePassword');
      expect(res.status, user).toBe(200);
      expect(res.body, user).toEqual({ edit: true });
    }
  });

  it('withholds it from an admin acting as someone else', async () => {
    const res = await server().as('admin', { impersonate: 'dealer' }).get('/api/portal/changePassword');
    expect(res.body).toEqual({ edit: false });
  });
});

describe('POST /api/portal/changePassword', () => {
  const change = (body: Record<string, unknown>) => server().as('dealer.genesis').post('/api/portal/changePassword', { json: body });

  it('refuses a new password that breaks a strength rule (400 on newPassword) and changes nothing', async () => {
    for (const weak of ['Short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123']) {
      const res = await change({ password: DEMO_PASSWORD, newPassword: weak, confirmPassword: weak });
      expect(res.status, weak).toBe(400);
      expect(res.body.errors, weak).toEqual([expect.objectContaining({ field: 'newPassword', messageKey: 'PASSWORD_STRENGTH' })]);
    }
    expect((await server().login('dealer.genesis')).status).toBe(200);
  });

  it('refuses missing fields (400, one error per field)', async () => {
    const res = await change({ newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['confirmPassword', 'password']);
    const empty = await change({ password: '', newPassword: NEW_PASSWORD, confirmPassword: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'password', messageKey: 'CURRENT_PASSWORD_REQUIRED' }),
        expect.objectContaining({ field: 'confirmPassword', messageKey: 'CONFIRM_PASSWORD_REQUIRED' }),
      ]),
    );
  });

  it('answers error 1 for a wrong current password', async () => {
    const res = await change({ password: 'Wrong!Pass1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[0]).toMatchObject({ id: 1 });
  });

  it('answers error 3 when the confirmation differs', async () => {
    const res = await change({ password: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` });
    expect(res.body).toMatchObject({ success: false, errors: [{ id: 3, messageKey: 'PASSWORD_MISMATCH' }] });
  });

  it('answers error 10 when the new password repeats the current one', async () => {
    const res = await change({ password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect(res.body).toMatchObject({ success: false, errors: [{ id: 10 }] });
  });

  it('refuses an admin acting as the user (403), whatever the passwords', async () => {
    const res = await server()
      .as('admin', { impersonate: 'dealer.genesis' })
      .post('/api/portal/changePassword', { json: { password: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(res.status).toBe(403);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const res = await change({ password: DEMO_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, errors: [] });
    expect((await server().login('dealer.genesis', NEW_PASSWORD)).status).toBe(200);
    const old = await server().login('dealer.genesis', DEMO_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('invalid_grant');
    // The session that changed the password goes on working.
    expect((await server().as('dealer.genesis').get('/api/sso/user/userData')).status).toBe(200);
  });
});
