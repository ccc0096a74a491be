import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { BrowserPaymentResponse, embeddedPayPaths } from '@folio/payments-contract';
import { createLogger, errorHandler, type BaseEnv } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../payment-provider.port.js';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded-provider.js';
import { embeddedPaymentRoutes } from './embedded.routes.js';
import { DECLINE_LIMITS } from './decline-limits.js';

let database: TestDatabase;
let provider: EmbeddedProvider;
let app: Hono<BaseEnv>;
let keys = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createEmbeddedProvider({
    db: database.db,
    clock: { now: () => new Date('2026-11-25T10:00:00Z') },
    signingSecret: 'whsec_routes',
  });
  const clientIp = (c: Context) => c.req.header('x-test-client') ?? 'unknown';
  app = new Hono<BaseEnv>().route('/', embeddedPaymentRoutes({ provider, clientIp }));
  app.onError(errorHandler(createLogger({ level: 'silent' })));
}, 60_000);
afterAll(() => database.destroy());

const newPayment = () =>
  provider.createPayment({
    amountMinor: 3_000,
    currency: 'EUR',
    idempotencyKey: `r-${++keys}`,
    description: 'd',
    metadata: { order_id: 'o' },
    saveMethodForLater: false,
  });

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const card = (number: string) => ({
  type: 'card',
  number,
  exp_month: 4,
  exp_year: 2030,
  cvc: '123',
  name: 'Ada Reader',
});
const confirm = (payment: Payment, method: unknown, extra: Record<string, unknown> = {}) =>
  post(embeddedPayPaths.confirm(payment.id), { client_secret: payment.clientSecret, payment_method: method, ...extra });

describe('embedded payment browser API', () => {
  it('confirms with a card and answers the payment as the browser may see it', async () => {
    const payment = await newPayment();
    const answer = await confirm(payment, card('4242 4242 4242 4242'));
    expect(answer.status).toBe(200);
    expect(v.parse(BrowserPaymentResponse, answer.body).data).toEqual({
      id: payment.id,
      status: 'succeeded',
      amount_minor: 3_000,
      currency: 'EUR',
      method: 'card',
      last_error: null,
      next_action: null,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(answer.body)).not.toContain('order_id');
  });

  it('answers a decline with 200 and the processor’s message', async () => {
    const payment = await newPayment();
    const answer = await confirm(payment, card('4000000000009995'));
    expect(answer.body['data']).toMatchObject({
      status: 'requires_payment_method',
      last_error: { message: 'Your card has insufficient funds.', decline_code: 'insufficient_funds' },
    });
  });

  it('sends an authentication card through the authenticate page, then completes it', async () => {
    const payment = await newPayment();
    const answer = await confirm(payment, card('4000002500003155'), { return_url: '/cart/u1/success' });
    const nextAction = (answer.body['data'] as { next_action: { url: string } }).next_action;
    expect(nextAction.url).toMatch(new RegExp(`^/pay/authenticate/${payment.id}\\?client_secret=`));
    const done = await post(embeddedPayPaths.authenticate(payment.id), {
      client_secret: payment.clientSecret,
      outcome: 'complete',
    });
    expect(done.body['data']).toMatchObject({ status: 'succeeded', next_action: null });
    const status = await app.request(
      `${embeddedPayPaths.payment(payment.id)}?client_secret=${encodeURIComponent(payment.clientSecret)}`,
    );
    expect(((await status.json()) as { data: { status: string } }).data.status).toBe('succeeded');
  });

  it('sends the wallet through its approval page, and takes a cancel', async () => {
    const payment = await newPayment();
    const answer = await confirm(payment, { type: 'wallet' });
    expect(answer.body['data']).toMatchObject({ status: 'requires_action', method: 'wallet' });
    const canceled = await post(embeddedPayPaths.wallet(payment.id), {
      client_secret: payment.clientSecret,
      outcome: 'cancel',
    });
    expect(canceled.body['data']).toMatchObject({
      status: 'requires_payment_method',
      last_error: { message: 'The payment was cancelled in Folio Wallet.' },
    });
  });

  it('answers 404 to a wrong client secret or an unknown payment, and changes nothing', async () => {
    const payment = await newPayment();
    const wrong = await post(embeddedPayPaths.confirm(payment.id), {
      // The last character changed (a secret that ends in x becomes one that ends in y).
      client_secret: `${payment.clientSecret.slice(0, -1)}${payment.clientSecret.endsWith('x') ? 'y' : 'x'}`,
      payment_method: card('4242424242424242'),
    });
    expect(wrong).toMatchObject({ status: 404, body: { message: 'Payment not found.', code: 'not_found' } });
    expect(
      (await post(embeddedPayPaths.confirm('pi_unknown'), { client_secret: 'x', payment_method: { type: 'wallet' } }))
        .status,
    ).toBe(404);
    expect((await app.request(`${embeddedPayPaths.payment(payment.id)}?client_secret=nope`)).status).toBe(404);
    expect((await provider.getPayment(payment.id)).status).toBe('requires_payment_method');
  });

  it('answers 400 with the provider’s code to a call the payment’s state does not allow', async () => {
    const payment = await newPayment();
    await confirm(payment, card('4242424242424242'));
    const again = await confirm(payment, card('4242424242424242'));
    expect(again).toMatchObject({ status: 400, body: { code: 'payment_intent_unexpected_state' } });
    const notWaiting = await post(embeddedPayPaths.wallet(payment.id), {
      client_secret: payment.clientSecret,
      outcome: 'approve',
    });
    expect(notWaiting.status).toBe(400);
  });

  it('answers 422 with field errors to invalid input, and never echoes the card number', async () => {
    const payment = await newPayment();
    const answer = await confirm(payment, { ...card('4242 4242 ABCD 4242'), name: '' });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toMatchObject({
      'payment_method.number': ['The card number may only contain digits and spaces.'],
    });
    expect(JSON.stringify(answer.body)).not.toContain('ABCD');
    const missing = await post(embeddedPayPaths.authenticate(payment.id), { outcome: 'complete' });
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { client_secret: ['The client_secret field is required.'] } },
    });
  });

  it('answers card testing past the per-client limit with 429, Retry-After and the reason, without trying the card', async () => {
    const client = { 'x-test-client': '192.0.2.44' };
    for (let i = 0; i < DECLINE_LIMITS.perClient / DECLINE_LIMITS.perPayment; i++) {
      const payment = await newPayment();
      for (let j = 0; j < DECLINE_LIMITS.perPayment; j++) {
        const answer = await post(
          embeddedPayPaths.confirm(payment.id),
          { client_secret: payment.clientSecret, payment_method: card('4000000000000002') },
          client,
        );
        expect(answer.status).toBe(200);
      }
    }
    const payment = await newPayment();
    const refused = await post(
      embeddedPayPaths.confirm(payment.id),
      { client_secret: payment.clientSecret, payment_method: card('4242424242424242') },
      client,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body['message']).toBe(
      'Too many declined attempts. You can try again in 60 minutes, or pay with Folio Wallet.',
    );
    expect((await provider.getPayment(payment.id)).status).toBe('requires_payment_method');
  });
});
