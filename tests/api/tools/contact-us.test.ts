/**
 * Contact Us (business-areas §5 "Contact us: name, email, message required; email must look
 * valid"; "Email: message The email address does not appear to be valid."; "Required field: This
 * field is required."; §8 "Sent Successfully (contact)"): the message is stored with its sender.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const PATH = '/api/portal/contactUs';
const countMessages = async () => Number((await server().db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/portal/contactUs', () => {
  it('stores the message, trimmed, with the sender and their dealer, and answers Sent Successfully', async () => {
    const res = await server()
      .as('dealer')
      .post(PATH, { json: { name: '  Dana Dealer ', email: 'dana@example.com', phone: '(312) 555-0199', subject: ' Leads ', message: ' Leads stopped arriving. ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Sent Successfully' });
    const stored = await server()
      .db.selectFrom('contactMessages')
      .innerJoin('users', 'users.id', 'contactMessages.userId')
      .innerJoin('dealers', 'dealers.id', 'contactMessages.dealerId')
      .select(['users.loginName', 'dealers.code', 'contactMessages.name', 'contactMessages.subject', 'contactMessages.message', 'contactMessages.impersonatorLogin'])
      .orderBy('contactMessages.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ loginName: 'dealer', code: 'HON0001', name: 'Dana Dealer', subject: 'Leads', message: 'Leads stopped arriving.', impersonatorLogin: null });
  });

  it('without a support desk configured, keeps the message for the admins\' inbox only (INBOX_ONLY), and Send again says why not (409)', async () => {
    await server().as('dealer').post(PATH, { json: { name: 'Dana', email: 'dana@example.com', message: 'No desk here.' } });
    const stored = await server().db.selectFrom('contactMessages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ message: 'No desk here.', deliveryStatus: 'INBOX_ONLY', deliveryAttempts: 0, nextDeliveryAt: null, deliveredAt: null });
    const resend = await server().as('admin').post(`/api/portal/contactUs/messages/${stored.id}/resend`);
    expect(resend.status).toBe(409);
    expect(resend.body.message).toMatch(/^No support desk is configured/);
  });

  it('records the admin behind an impersonation', async () => {
    const res = await server().as('admin', { impersonate: 'dealer.acura' }).post(PATH, { json: { name: 'Aaron', email: 'aaron@example.com', message: 'Hello' } });
    expect(res.status).toBe(200);
    const stored = await server().db.selectFrom('contactMessages').select(['impersonatorLogin', 'name']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toEqual({ impersonatorLogin: 'admin', name: 'Aaron' });
  });

  it('answers 400 with the spec’s messages for missing, blank and invalid fields, and stores nothing', async () => {
    const before = await countMessages();
    const empty = await server().as('dealer').post(PATH, { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining(['name', 'email', 'message'].map((field) => ({ field, messageKey: 'REQUIRED_FIELD', message: 'This field is required.' }))),
    );
    const blank = await server().as('dealer').post(PATH, { json: { name: '   ', email: 'a@example.com', message: '\n' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['message', 'name']);
    const email = await server().as('dealer').post(PATH, { json: { name: 'Dana', email: 'dana@', message: 'Hi' } });
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual([{ field: 'email', messageKey: 'INVALID_EMAIL', message: 'The email address does not appear to be valid.' }]);
    const phone = await server().as('dealer').post(PATH, { json: { name: 'Dana', email: 'dana@example.com', message: 'Hi', phone: '12' } });
    expect(phone.status).toBe(400);
    expect(phone.body.errors[0].field).toBe('phone');
    expect(await countMessages()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await server().post(PATH, { json: { name: 'A', email: 'a@example.com', message: 'm' } })).status).toBe(401);
  });
});

describe('GET /api/portal/contactUs/messages', () => {
  it('lists the messages newest first for admins, with the sender and their dealer', async () => {
    await server().as('dealer.acura').post(PATH, { json: { name: 'Aaron Acura', email: 'aaron@example.com', message: 'Please call me about the chat add-on.' } });
    const res = await server().as('admin').get('/api/portal/contactUs/messages', { query: { size: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.content[0]).toMatchObject({
      name: 'Aaron Acura',
      loginName: 'dealer.acura',
      dealerCode: 'ACU0001',
      message: 'Please call me about the chat add-on.',
      deliveryStatus: 'INBOX_ONLY',
      deliveryAttempts: 0,
    });
    const times = res.body.content.map((row: { createdAt: string }) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body.page.totalElements).toBe(await countMessages());
  });

  it('is refused to everyone else', async () => {
    for (const user of ['dealer', 'oem', 'editor'] as const) expect((await server().as(user).get('/api/portal/contactUs/messages')).status).toBe(403);
  });
});
