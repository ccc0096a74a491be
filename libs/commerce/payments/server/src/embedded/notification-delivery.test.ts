import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPayNotifications } from './embedded.table.js';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded-provider.js';
import { notificationDelivery, type NotificationDeliveryOptions } from './notification-delivery.js';

let at = new Date('2026-11-25T10:00:00Z').getTime();
const clock = { now: () => new Date(at) };
let database: TestDatabase;
let provider: EmbeddedProvider;
let server: Server;
let url: string;
let received: { headers: IncomingHttpHeaders; body: string }[] = [];
/** The statuses the webhook answers, in turn; 200 once they run out. */
let answers: number[] = [];
let keys = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createEmbeddedProvider({ db: database.db, clock, signingSecret: 'whsec_delivery' });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});
beforeEach(async () => {
  // Whatever an earlier test left undelivered is not this test's.
  await database.db.update(embeddedPayNotifications).set({ deliveredAt: clock.now() });
  received = [];
  answers = [];
});

const delivery = (over: Partial<NotificationDeliveryOptions> = {}) =>
  notificationDelivery({ db: database.db, url, signingSecret: 'whsec_delivery', clock, ...over });

async function paidPayment() {
  const payment = await provider.createPayment({
    amountMinor: 2_000,
    currency: 'GBP',
    idempotencyKey: `k-${++keys}`,
    description: 'd',
    metadata: { order_id: `o${keys}` },
    saveMethodForLater: false,
  });
  await provider.browser.confirm(payment.id, payment.clientSecret, {
    type: 'card',
    number: '4242424242424242',
    exp_month: 1,
    exp_year: 2031,
    cvc: '123',
    name: 'A',
  });
  return payment.id;
}

const parse = (r: { headers: IncomingHttpHeaders; body: string }) =>
  provider.parseNotification(r.body, r.headers['folio-signature'] as string | undefined);

describe('notification delivery', () => {
  it('POSTs each notification once, signed so the provider verifies it, and marks it delivered', async () => {
    const paymentId = await paidPayment();
    await provider.refund({ paymentId, amountMinor: 500, idempotencyKey: `r-${keys}` });
    expect(await delivery().runOnce()).toEqual({ delivered: 2, failed: 0 });
    expect(received.map((r) => parse(r).type).sort()).toEqual(['payment.succeeded', 'refund.succeeded']);
    expect(received.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
    expect(parse(received[0]!)).toMatchObject({ paymentId, metadata: { order_id: `o${keys}` } });
    expect(await delivery().runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(received).toHaveLength(2);
  });

  it('retries a refused delivery with growing back-off until the webhook takes it', async () => {
    const paymentId = await paidPayment();
    answers = [500, 503];
    const sender = delivery({ backoff: { baseMs: 1_000, maxMs: 60_000 } });
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 0 });
    at += 1_000;
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 1 });
    at += 1_999;
    expect(await sender.runOnce()).toEqual({ delivered: 0, failed: 0 });
    at += 1;
    expect(await sender.runOnce()).toEqual({ delivered: 1, failed: 0 });
    const [row] = await database.db
      .select()
      .from(embeddedPayNotifications)
      .where(eq(embeddedPayNotifications.paymentId, paymentId));
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(received.map((r) => parse(r).id)).toEqual([row!.id, row!.id, row!.id]);
  });

  it('keeps a notification whose webhook cannot be reached, with the reason', async () => {
    const paymentId = await paidPayment();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await delivery({ url: deadUrl }).runOnce()).toEqual({ delivered: 0, failed: 1 });
    const [row] = await database.db
      .select()
      .from(embeddedPayNotifications)
      .where(eq(embeddedPayNotifications.paymentId, paymentId));
    expect(row?.deliveredAt).toBeNull();
    expect(row?.lastError).toBeTruthy();
  });

  it('the test hook sends duplicates, late and shuffled, and still delivers each once as far as the outbox knows', async () => {
    for (let i = 0; i < 4; i++) await paidPayment();
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const result = await delivery({ chaos: { duplicates: 2, shuffle: true, maxDelayMs: 30, random } }).runOnce();
    expect(result).toEqual({ delivered: 4, failed: 0 });
    const ids = received.map((r) => parse(r).id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(4);
    expect(ids).not.toEqual([...ids].sort((a, b) => ids.indexOf(a) - ids.indexOf(b)));
  });

  it('sends at once what a sender killed mid-send had claimed, once its process is known to be gone; a live one keeps its lease', async () => {
    const paymentId = await paidPayment();
    const gone = new Set<string>();
    const instance = (id: string) => ({ id, isLive: async (other: string) => !gone.has(other) });
    // The killed sender claimed the row and never came back from its POST.
    void delivery({ instance: instance('killed'), fetch: () => new Promise<Response>(() => undefined) }).runOnce();
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(embeddedPayNotifications)
              .where(eq(embeddedPayNotifications.paymentId, paymentId))
          )[0]?.lockedBy,
      )
      .toBe('killed');
    expect(await delivery({ instance: instance('restarted') }).runOnce()).toEqual({ delivered: 0, failed: 0 });
    gone.add('killed');
    expect(await delivery({ instance: instance('restarted') }).runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(received.map((r) => parse(r).paymentId)).toEqual([paymentId]);
    const [row] = await database.db
      .select()
      .from(embeddedPayNotifications)
      .where(eq(embeddedPayNotifications.paymentId, paymentId));
    expect(row).toMatchObject({ attempts: 2, lockedBy: null });
    expect(row!.deliveredAt).not.toBeNull();
  });

  it('two senders racing send each notification once', async () => {
    for (let i = 0; i < 3; i++) await paidPayment();
    const results = await Promise.all([delivery().runOnce(), delivery().runOnce()]);
    expect(results[0].delivered + results[1].delivered).toBe(3);
    expect(received).toHaveLength(3);
  });

  it('the started loop delivers what is written later, and stops', async () => {
    const sender = delivery({ intervalMs: 10 });
    sender.start();
    await paidPayment();
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    await sender.stop();
    await paidPayment();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });
});
