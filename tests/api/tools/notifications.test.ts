/**
 * Notification subscription (business-areas §2 notificationsUnsubscription, §7 "GET
 * notifications/unsubscription?id; POST notifications/subscription/all"): the link of a
 * notification e-mail unsubscribes its address; opening it twice is harmless; subscribing again
 * covers every notification.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_UNSUBSCRIBE_LINK } from '../../../src/server/db/seed/data/demo-links.ts';
import { useTestServer } from '../../support/test-server.ts';

const server = useTestServer();
const UNSUBSCRIBE = '/api/portal/notifications/unsubscription';
const SUBSCRIBE_ALL = '/api/portal/notifications/subscription/all';

async function subscriptionsOf(email: string) {
  return server().db.selectFrom('notificationSubscriptions').select(['id', 'notificationType', 'subscribed', 'unsubscribedAt']).where('email', '=', email).orderBy('notificationType').execute();
}

describe('GET unsubscription', () => {
  it('unsubscribes the address of the demo dealer’s lead alerts link, and says so; a second time changes nothing', async () => {
    const first = await server().as('dealer').get(UNSUBSCRIBE, { query: { id: DEMO_UNSUBSCRIBE_LINK.id } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'You have been unsubscribed.',
      email: 'dealer@example.com',
      notificationName: 'Lead alerts',
      alreadyUnsubscribed: false,
    });
    const after = await subscriptionsOf('dealer@example.com');
    const alerts = after.find((row) => row.id === DEMO_UNSUBSCRIBE_LINK.id)!;
    expect(alerts.subscribed).toBe(false);
    expect(after.filter((row) => row.id !== DEMO_UNSUBSCRIBE_LINK.id).every((row) => row.subscribed)).toBe(true);

    const again = await server().as('dealer').get(UNSUBSCRIBE, { query: { id: DEMO_UNSUBSCRIBE_LINK.id } });
    expect(again.body).toMatchObject({ success: true, alreadyUnsubscribed: true, message: 'You were already unsubscribed.' });
    const unchanged = await subscriptionsOf('dealer@example.com');
    expect(unchanged.find((row) => row.id === DEMO_UNSUBSCRIBE_LINK.id)!.unsubscribedAt).toEqual(alerts.unsubscribedAt);
  });

  it('answers 404 for an unknown link id (also one that is no UUID), 400 for a malformed one, 401 signed out', async () => {
    expect((await server().as('dealer').get(UNSUBSCRIBE, { query: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await server().as('dealer').get(UNSUBSCRIBE, { query: { id: 'not-a-link' } })).status).toBe(404);
    const bad = await server().as('dealer').get(UNSUBSCRIBE, { query: { id: '<script>' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('query.id');
    expect((await server().get(UNSUBSCRIBE, { query: { id: DEMO_UNSUBSCRIBE_LINK.id } })).status).toBe(401);
  });
});

describe('POST subscription/all', () => {
  it('subscribes the link’s address to every notification again, adding the types it never had', async () => {
    const dealer = await server().db.selectFrom('dealers').select(['id']).where('code', '=', 'HON0002').executeTakeFirstOrThrow();
    // The dealer's own address (not a demo user's): the seed subscribed it to the first two types only.
    const rows = await server().db.selectFrom('notificationSubscriptions').select(['id', 'email']).where('dealerId', '=', dealer.id).where('userId', 'is', null).execute();
    const email = rows[0]!.email;
    expect(rows.length).toBeLessThan(4);
    expect(rows.length).toBeGreaterThan(0);
    await server().db.updateTable('notificationSubscriptions').set({ subscribed: false, unsubscribedAt: new Date() }).where('id', '=', rows[0]!.id).execute();
    const res = await server().as('dealer').post(SUBSCRIBE_ALL, { json: { id: rows[0]!.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    const after = await server().db.selectFrom('notificationSubscriptions').select(['notificationType', 'subscribed', 'unsubscribedAt']).where('dealerId', '=', dealer.id).where('email', '=', email).execute();
    const types = await server().db.selectFrom('notificationTypes').select('code').execute();
    expect(after.map((row) => row.notificationType).sort()).toEqual(types.map((type) => type.code).sort());
    expect(after.every((row) => row.subscribed && row.unsubscribedAt === null)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 with field errors for a bad body, changing nothing', async () => {
    const before = await server().db.selectFrom('notificationSubscriptions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect((await server().as('dealer').post(SUBSCRIBE_ALL, { json: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    const bad = await server().as('dealer').post(SUBSCRIBE_ALL, { json: { id: 'a b', extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['id']));
    const after = await server().db.selectFrom('notificationSubscriptions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
