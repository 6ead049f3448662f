/**
 * A scheduled change is applied by the server when its date has passed (issue #13: "a test
 * moves the clock"): a termination keeps the package Termination Pending through its scheduled
 * date, the last day of service, and the next read after that day finds it Unsubscribed, with a
 * history row against whoever scheduled it, the impersonating admin included. Its own file:
 * moving the clock expires the other files' tokens.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { useTestServer } from '../../support/test-server.ts';

type DealerSubscriptions = components['schemas']['DealerSubscriptions'];
type Subscription = components['schemas']['Subscription'];

const server = useTestServer();
const BASE = '/api/portal/dwc/websiteprogram/async';
const DAY = 86_400_000;

const centralDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(server().clock.now().getTime() + offsetDays * DAY),
  );

/** A token issued at the clock's current time (the cached ones expire when it moves). */
const freshToken = async (user: string) => (await server().login(user)).body.access_token as string;

describe('scheduled terminations', () => {
  it('end the package the day after the scheduled date, recorded against who scheduled them', async () => {
    const target = await server()
      .db.selectFrom('subscriptions')
      .innerJoin('dealers', 'dealers.id', 'subscriptions.dealerId')
      .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
      .select(['subscriptions.id', 'dealers.code'])
      .where('dealers.oemId', '=', 1)
      .where('dealers.code', 'not like', 'HON000%')
      .where('packages.programAddonId', '=', 4)
      .where('subscriptions.status', '=', 'Subscribed')
      .orderBy('subscriptions.id')
      .executeTakeFirstOrThrow();
    const date = centralDate(2);
    const res = await server()
      .as('admin')
      .post<Subscription[]>(`${BASE}/dealersubscriptions/terminate`, {
        form: { dealerCode: target.code, subscriptionMappingId: target.id, actionName: 'Terminate', subPackageStatus: 'Termination Pending', scheduledDate: date },
      });
    expect(res.status).toBe(200);

    const read = async () => {
      const token = await freshToken('admin');
      const answer = await server().get<DealerSubscriptions>(`${BASE}/dealerSubscriptions`, { token, query: { addonId: 4, dealerCode: target.code } });
      expect(answer.status).toBe(200);
      return answer.body.subscriptions.find((row) => row.subscriptionMappingId === target.id)!;
    };
    server().clock.advance(2 * DAY);
    expect(centralDate()).toBe(date);
    expect(await read()).toMatchObject({ status: 'Termination Pending', scheduledDate: date });

    server().clock.advance(DAY);
    expect(await read()).toMatchObject({ status: 'Unsubscribed' });
    const admin = await server().db.selectFrom('users').select('id').where('loginName', '=', 'admin').executeTakeFirstOrThrow();
    const history = await server().db.selectFrom('subscriptionHistory').selectAll().where('subscriptionId', '=', target.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toMatchObject({ methodName: 'scheduledChange', actionName: 'terminate', fromStatus: 'Termination Pending', toStatus: 'Unsubscribed', scheduledDate: date, changedByUserId: admin.id });

    // Applied once: a second read writes no second history row.
    await read();
    const rows = await server().db.selectFrom('subscriptionHistory').select('id').where('subscriptionId', '=', target.id).where('methodName', '=', 'scheduledChange').execute();
    expect(rows).toHaveLength(1);
  });
});
