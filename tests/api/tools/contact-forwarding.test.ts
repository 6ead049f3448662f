/**
 * Contact Us messages on their way to the support desk (issue #17: "the message is stored by the
 * server (and visible to admins in a list) and never lost when sending fails"): the server stores
 * a message, then forwards it to the desk of CONTACT_US_FORWARD_URL (here a desk on this machine
 * that the test makes accept, refuse or hang up). A failed forward leaves the message FAILED with
 * its reason and its next try; the retrier and an administrator's "Send again" deliver it later.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { forwardDueMessages, MAX_AUTOMATIC_ATTEMPTS } from '../../../src/server/handlers/tools/contact/contact-delivery.ts';
import type { ServerConfig } from '../../../src/server/server-config.ts';
import { useTestServer } from '../../support/test-server.ts';

type ContactUsMessagePage = components['schemas']['ContactUsMessagePage'];

/** A support desk that answers as told: accept (202), refuse (503 with a reason) or hang up. */
class FakeDesk {
  mode: 'accept' | 'refuse' | 'hangUp' = 'accept';
  readonly received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  private server: Server | undefined;

  /** What the desk accepted of one message (the server's own retrier may forward others meanwhile). */
  receivedFor(id: number) {
    return this.received.filter((entry) => entry.body.id === id);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      if (this.mode === 'hangUp') {
        request.socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (this.mode === 'refuse') {
          response.writeHead(503, { 'content-type': 'text/plain' }).end('Desk under maintenance');
          return;
        }
        this.received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/tickets`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const desk = new FakeDesk();
const options: { config: Partial<ServerConfig> } = { config: {} };
beforeAll(async () => {
  options.config.contactForwardUrl = await desk.start();
});
afterAll(() => desk.stop());
const server = useTestServer(options);

const PATH = '/api/portal/contactUs';
const resendPath = (id: number) => `/api/portal/contactUs/messages/${id}/resend`;

async function latestMessage() {
  return server().db.selectFrom('contactMessages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
}

async function send(text: string) {
  const res = await server().as('dealer').post(PATH, { json: { name: 'Dana Dealer', email: 'dana@example.com', subject: 'Leads', message: text } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: 'Sent Successfully' });
  return latestMessage();
}

beforeEach(() => {
  desk.mode = 'accept';
  desk.received.length = 0;
});

describe('forwarding a Contact Us message to the support desk', () => {
  it('stores the message, hands it to the desk with the sender and dealer, and records it SENT', async () => {
    const stored = await send('Leads stopped arriving yesterday.');
    expect(stored).toMatchObject({ deliveryStatus: 'SENT', deliveryAttempts: 1, deliveryError: null, nextDeliveryAt: null });
    expect(stored.deliveredAt).toBeInstanceOf(Date);
    const [forwarded, ...more] = desk.receivedFor(stored.id);
    expect(more).toEqual([]);
    expect(forwarded!.headers['content-type']).toBe('application/json');
    expect(forwarded!.headers['idempotency-key']).toBe(`smartportal-contact-${stored.id}`);
    expect(forwarded!.body).toMatchObject({
      id: stored.id,
      name: 'Dana Dealer',
      email: 'dana@example.com',
      subject: 'Leads',
      message: 'Leads stopped arriving yesterday.',
      loginName: 'dealer',
      dealerCode: 'HON0001',
      oemName: expect.any(String),
      receivedAt: stored.createdAt.toISOString(),
    });
  });

  it('still answers Sent Successfully when the desk refuses, and keeps the message FAILED with the reason and its next try', async () => {
    desk.mode = 'refuse';
    const before = server().clock.now();
    const stored = await send('Please call me about the chat add-on.');
    expect(stored).toMatchObject({ deliveryStatus: 'FAILED', deliveryAttempts: 1, deliveredAt: null, message: 'Please call me about the chat add-on.' });
    expect(stored.deliveryError).toBe('The support desk answered HTTP 503: Desk under maintenance');
    // The first retry waits a minute.
    expect(stored.nextDeliveryAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() + 60_000);

    const inbox = await server().as('admin').get<ContactUsMessagePage>('/api/portal/contactUs/messages', { query: { size: 5 } });
    expect(inbox.body.content[0]).toMatchObject({
      id: stored.id,
      deliveryStatus: 'FAILED',
      deliveryAttempts: 1,
      deliveryError: 'The support desk answered HTTP 503: Desk under maintenance',
      deliveredAt: null,
      nextDeliveryAt: stored.nextDeliveryAt!.toISOString(),
    });
  });

  it('keeps the message when the desk cannot be reached', async () => {
    desk.mode = 'hangUp';
    const stored = await send('Is anyone there?');
    expect(stored).toMatchObject({ deliveryStatus: 'FAILED', deliveryAttempts: 1 });
    expect(stored.deliveryError).toMatch(/^The support desk could not be reached: /);
  });
});

describe('trying again', () => {
  it('lets an admin send a failed message again: the desk gets it under the same key; a second time is refused (409)', async () => {
    desk.mode = 'refuse';
    const stored = await send('Our invoice shows a cancelled package.');
    desk.mode = 'accept';
    const res = await server().as('admin').post(resendPath(stored.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Sent Successfully' });
    expect(desk.receivedFor(stored.id).map((entry) => entry.headers['idempotency-key'])).toEqual([`smartportal-contact-${stored.id}`]);
    expect(await latestMessage()).toMatchObject({ id: stored.id, deliveryStatus: 'SENT', deliveryAttempts: 2, deliveryError: null, nextDeliveryAt: null });

    const again = await server().as('admin').post(resendPath(stored.id));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The support desk already has this message.');
    expect(desk.receivedFor(stored.id)).toHaveLength(1);
  });

  it('answers 409 with the desk’s reason when sending again fails, and the message stays FAILED', async () => {
    desk.mode = 'refuse';
    const stored = await send('Second try fails too.');
    const res = await server().as('admin').post(resendPath(stored.id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The support desk answered HTTP 503: Desk under maintenance. It will be tried again.');
    expect(await latestMessage()).toMatchObject({ id: stored.id, deliveryStatus: 'FAILED', deliveryAttempts: 2 });
  });

  it('refuses the signed-out (401), everyone but admins (403), an unknown message (404) and a bad id (400)', async () => {
    desk.mode = 'refuse';
    const stored = await send('Only admins resend.');
    expect((await server().post(resendPath(stored.id))).status).toBe(401);
    for (const user of ['dealer', 'oem', 'editor'] as const) expect((await server().as(user).post(resendPath(stored.id))).status).toBe(403);
    expect((await server().as('admin').post(resendPath(999_999))).status).toBe(404);
    const bad = await server().as('admin').post('/api/portal/contactUs/messages/x/resend');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('path.id');
    expect((await latestMessage()).deliveryAttempts).toBe(1);
  });

  it('the retrier delivers the messages whose next try is due, and leaves those that are not', async () => {
    desk.mode = 'refuse';
    const due = await send('Retry me.');
    const notYet = await send('Not yet.');
    await server().db.updateTable('contactMessages').set({ nextDeliveryAt: new Date(server().clock.now().getTime() + 3_600_000) }).where('id', '=', notYet.id).execute();
    desk.mode = 'accept';
    const settings = { url: server().config.contactForwardUrl!, timeoutMs: server().config.contactForwardTimeoutMs };
    // Two minutes later: the first message's one-minute wait is over, the other's hour is not.
    const later = { now: () => new Date(server().clock.now().getTime() + 120_000) };
    await forwardDueMessages(server().db, later, settings);
    const rows = await server().db.selectFrom('contactMessages').select(['id', 'deliveryStatus', 'deliveryAttempts']).where('id', 'in', [due.id, notYet.id]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: due.id, deliveryStatus: 'SENT', deliveryAttempts: 2 },
      { id: notYet.id, deliveryStatus: 'FAILED', deliveryAttempts: 1 },
    ]);
    expect(desk.receivedFor(due.id)).toHaveLength(1);
    expect(desk.receivedFor(notYet.id)).toEqual([]);
  });

  it('stops trying by itself after the last automatic try; the message stays FAILED for an admin', async () => {
    desk.mode = 'refuse';
    const stored = await send('Out of tries.');
    await server()
      .db.updateTable('contactMessages')
      .set({ deliveryAttempts: MAX_AUTOMATIC_ATTEMPTS - 1, nextDeliveryAt: server().clock.now() })
      .where('id', '=', stored.id)
      .execute();
    const settings = { url: server().config.contactForwardUrl!, timeoutMs: server().config.contactForwardTimeoutMs };
    await forwardDueMessages(server().db, server().clock, settings);
    expect(await latestMessage()).toMatchObject({ id: stored.id, deliveryStatus: 'FAILED', deliveryAttempts: MAX_AUTOMATIC_ATTEMPTS, nextDeliveryAt: null });
  });
});
