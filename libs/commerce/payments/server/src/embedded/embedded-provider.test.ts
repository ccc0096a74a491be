import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRequestError, type CreatePaymentInput } from '../payment-provider.port.js';
import { embeddedPayMethods, embeddedPayNotifications, embeddedPayPayments } from './embedded.table.js';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded-provider.js';
import { DECLINE_LIMITS, DeclineLimitError } from './decline-limits.js';
import { luhnValid } from './test-cards.js';

const at = new Date('2026-11-25T10:00:00Z').getTime();
const clock = { now: () => new Date(at) };
let database: TestDatabase;
let provider: EmbeddedProvider;
let keys = 0;
const key = () => `test-key-${++keys}`;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createEmbeddedProvider({ db: database.db, clock, signingSecret: 'whsec_test' });
}, 60_000);
afterAll(() => database.destroy());

const card = (number: string, over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  type: 'card' as const,
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  name: 'Ada Reader',
  ...over,
});

const create = (over: Partial<CreatePaymentInput> = {}) =>
  provider.createPayment({
    amountMinor: 4_250,
    currency: 'GBP',
    idempotencyKey: key(),
    description: 'Order 1001',
    metadata: { order_id: 'o1' },
    saveMethodForLater: false,
    ...over,
  });

async function customer() {
  const n = ++keys;
  return provider.ensureCustomer({ userId: `user-${n}`, email: `reader${n}@example.test`, name: 'Ada Reader' });
}

async function notificationsOf(paymentId: string) {
  const rows = await database.db
    .select()
    .from(embeddedPayNotifications)
    .orderBy(asc(embeddedPayNotifications.createdAt));
  return rows.filter((row) => row.paymentId === paymentId).map((row) => row.type);
}

describe('payments and idempotency keys', () => {
  it('creates a payment waiting for a method, with a client secret and our metadata', async () => {
    const payment = await create();
    expect(payment).toMatchObject({
      status: 'requires_payment_method',
      amountMinor: 4_250,
      currency: 'GBP',
      metadata: { order_id: 'o1' },
      lastError: null,
      amountRefundedMinor: 0,
    });
    expect(payment.id).toMatch(/^pi_/);
    expect(payment.clientSecret.startsWith(`${payment.id}_secret_`)).toBe(true);
    expect(await provider.getPayment(payment.id)).toEqual(payment);
  });

  it('answers the same key with the same parameters with the same payment, even when the calls race', async () => {
    const input = {
      amountMinor: 900,
      currency: 'USD',
      idempotencyKey: key(),
      description: 'x',
      metadata: { order_id: 'o2' },
      saveMethodForLater: false,
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => provider.createPayment(input)));
    expect(new Set(answers.map((p) => p.id)).size).toBe(1);
    const made = await database.db
      .select()
      .from(embeddedPayPayments)
      .where(sql`${embeddedPayPayments.metadata}->>'order_id' = 'o2'`);
    expect(made).toHaveLength(1);
  });

  it('refuses the same key with other parameters, as Stripe does', async () => {
    const idempotencyKey = key();
    await create({ idempotencyKey });
    const error = await create({ idempotencyKey, amountMinor: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentRequestError);
    expect(error).toMatchObject({ code: 'idempotency_key_in_use' });
  });

  it('refuses amounts that are not positive whole minor units, and an unknown payment', async () => {
    await expect(create({ amountMinor: 0 })).rejects.toMatchObject({ code: 'parameter_invalid_integer' });
    await expect(create({ amountMinor: 10.5 })).rejects.toMatchObject({ code: 'parameter_invalid_integer' });
    await expect(provider.getPayment('pi_nope')).rejects.toMatchObject({ code: 'resource_missing' });
  });

  it('makes one customer per account', async () => {
    const first = await provider.ensureCustomer({ userId: 'u-same', email: 'a@example.test', name: 'A' });
    expect(await provider.ensureCustomer({ userId: 'u-same', email: 'a@example.test', name: 'A' })).toBe(first);
  });
});

describe('confirming with the test cards', () => {
  it('4242 4242 4242 4242 succeeds and notifies; the card number is stored nowhere', async () => {
    const payment = await create();
    const { payment: paid, nextAction } = await provider.browser.confirm(
      payment.id,
      payment.clientSecret,
      card('4242 4242 4242 4242', { cvc: '987' }),
    );
    expect(paid).toMatchObject({ status: 'succeeded', method: 'card', lastError: null });
    expect(nextAction).toBeNull();
    expect(await notificationsOf(payment.id)).toEqual(['payment.succeeded']);
    const dump = JSON.stringify([
      await database.db.select().from(embeddedPayMethods),
      await database.db.select().from(embeddedPayPayments),
      await database.db.select().from(embeddedPayNotifications),
    ]);
    expect(dump).toContain('"last4":"4242"');
    expect(dump).not.toContain('4242424242424242');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined', 'generic_decline'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'Your card has expired.', 'expired_card', 'expired_card'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect.", 'incorrect_cvc', 'incorrect_cvc'],
    ['4242 4242 4242 4241', 'Your card number is invalid.', 'incorrect_number', null],
  ])(
    '%s is refused with "%s", and the payment takes another card afterwards',
    async (number, message, code, declineCode) => {
      const payment = await create();
      const { payment: declined } = await provider.browser.confirm(payment.id, payment.clientSecret, card(number));
      expect(declined).toMatchObject({ status: 'requires_payment_method', lastError: { message, code, declineCode } });
      const { payment: paid } = await provider.browser.confirm(
        payment.id,
        payment.clientSecret,
        card('4242424242424242'),
      );
      expect(paid).toMatchObject({ status: 'succeeded', lastError: null });
      expect(await notificationsOf(payment.id)).toEqual(['payment.failed', 'payment.succeeded']);
    },
  );

  it('refuses an expiry in the past and a malformed CVC with the processor’s words', async () => {
    const payment = await create();
    const expired = await provider.browser.confirm(
      payment.id,
      payment.clientSecret,
      card('4242424242424242', { exp_month: 10, exp_year: 2026 }),
    );
    expect(expired.payment.lastError?.message).toBe("Your card's expiration year is invalid.");
    const cvc = await provider.browser.confirm(
      payment.id,
      payment.clientSecret,
      card('4242424242424242', { cvc: '12' }),
    );
    expect(cvc.payment.lastError?.message).toBe("Your card's security code is invalid.");
  });

  it('4000 0025 0000 3155 needs authentication on our page: complete pays, fail declines', async () => {
    const payment = await create();
    const pending = await provider.browser.confirm(
      payment.id,
      payment.clientSecret,
      card('4000002500003155'),
      '/cart/abc/success',
    );
    expect(pending.payment.status).toBe('requires_action');
    const url = new URL(pending.nextAction!.url, 'http://x');
    expect(url.pathname).toBe(`/pay/authenticate/${payment.id}`);
    expect(url.searchParams.get('client_secret')).toBe(payment.clientSecret);
    expect(url.searchParams.get('return_url')).toBe('/cart/abc/success');
    expect((await provider.browser.authenticate(payment.id, payment.clientSecret, 'complete')).payment.status).toBe(
      'succeeded',
    );
    await expect(provider.browser.authenticate(payment.id, payment.clientSecret, 'complete')).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });

    const other = await create();
    await provider.browser.confirm(other.id, other.clientSecret, card('4000002500003155'));
    const failed = await provider.browser.authenticate(other.id, other.clientSecret, 'fail');
    expect(failed.payment).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('never keeps a return URL that leaves our site', async () => {
    const payment = await create();
    const pending = await provider.browser.confirm(
      payment.id,
      payment.clientSecret,
      card('4000002500003155'),
      '//evil.example/x',
    );
    expect(new URL(pending.nextAction!.url, 'http://x').searchParams.has('return_url')).toBe(false);
  });

  it('Folio Wallet sends the buyer to the approval page: approve pays, cancel declines', async () => {
    const payment = await create();
    const pending = await provider.browser.confirm(payment.id, payment.clientSecret, { type: 'wallet' });
    expect(pending.payment).toMatchObject({ status: 'requires_action', method: 'wallet' });
    expect(pending.nextAction!.url.startsWith(`/pay/wallet/${payment.id}?`)).toBe(true);
    expect((await provider.browser.wallet(payment.id, payment.clientSecret, 'approve')).payment).toMatchObject({
      status: 'succeeded',
      method: 'wallet',
    });

    const other = await create();
    await provider.browser.confirm(other.id, other.clientSecret, { type: 'wallet' });
    await expect(provider.browser.authenticate(other.id, other.clientSecret, 'complete')).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    const canceled = await provider.browser.wallet(other.id, other.clientSecret, 'cancel');
    expect(canceled.payment).toMatchObject({
      status: 'requires_payment_method',
      lastError: { message: 'The payment was cancelled in Folio Wallet.' },
    });
  });

  it('answers a wrong client secret as if the payment did not exist', async () => {
    const payment = await create();
    await expect(
      provider.browser.confirm(payment.id, `${payment.clientSecret}x`, card('4242424242424242')),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(provider.browser.status(payment.id, 'pi_x_secret_y')).rejects.toMatchObject({
      code: 'resource_missing',
    });
    expect((await provider.getPayment(payment.id)).status).toBe('requires_payment_method');
  });

  it('refuses to confirm a payment already paid', async () => {
    const payment = await create();
    await provider.browser.confirm(payment.id, payment.clientSecret, card('4242424242424242'));
    await expect(
      provider.browser.confirm(payment.id, payment.clientSecret, card('4242424242424242')),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });
});

describe('saved methods and off-session charges', () => {
  async function savedCard(number: string) {
    const customerId = await customer();
    const payment = await create({ customerId, saveMethodForLater: true });
    const { payment: paid } = await provider.browser.confirm(payment.id, payment.clientSecret, card(number));
    expect(paid.status).toBe('succeeded');
    return { customerId, paymentMethodId: paid.paymentMethodId! };
  }
  const charge = (saved: { customerId: string; paymentMethodId: string }, idempotencyKey = key()) =>
    provider.chargeSaved({
      ...saved,
      amountMinor: 1_000,
      currency: 'GBP',
      idempotencyKey,
      description: 'Instalment 1',
      metadata: { instalment_id: 'i1' },
    });

  it('keeps the card of a payment saved for later, by brand and last four, and charges it off-session once per key', async () => {
    const saved = await savedCard('4242424242424242');
    expect(await provider.listSavedMethods(saved.customerId)).toEqual([
      { id: saved.paymentMethodId, kind: 'card', label: 'Visa •••• 4242', expMonth: 12, expYear: 2030 },
    ]);
    const idempotencyKey = key();
    const first = await charge(saved, idempotencyKey);
    expect(first).toMatchObject({
      status: 'succeeded',
      amountMinor: 1_000,
      customerId: saved.customerId,
      paymentMethodId: saved.paymentMethodId,
      metadata: { instalment_id: 'i1' },
    });
    expect((await charge(saved, idempotencyKey)).id).toBe(first.id);
    expect(await notificationsOf(first.id)).toEqual(['payment.succeeded']);
  });

  it('4000 0000 0000 0341 saves fine but every later charge comes back declined, not thrown', async () => {
    const saved = await savedCard('4000000000000341');
    const declined = await charge(saved);
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: { message: 'Your card was declined.', code: 'card_declined' },
    });
    expect(await notificationsOf(declined.id)).toEqual(['payment.failed']);
    const onSession = await create({ customerId: saved.customerId });
    const again = await provider.browser.confirm(onSession.id, onSession.clientSecret, {
      type: 'saved',
      id: saved.paymentMethodId,
    });
    expect(again.payment.lastError?.message).toBe('Your card was declined.');
  });

  it('saves nothing when the payment did not ask to, and never charges another customer’s method', async () => {
    const customerId = await customer();
    const payment = await create({ customerId });
    await provider.browser.confirm(payment.id, payment.clientSecret, card('4242424242424242'));
    expect(await provider.listSavedMethods(customerId)).toEqual([]);
    const saved = await savedCard('4242424242424242');
    await expect(charge({ customerId, paymentMethodId: saved.paymentMethodId })).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('a saved method pays an on-session payment of its customer', async () => {
    const saved = await savedCard('5555555555554444');
    const payment = await create({ customerId: saved.customerId });
    const { payment: paid } = await provider.browser.confirm(payment.id, payment.clientSecret, {
      type: 'saved',
      id: saved.paymentMethodId,
    });
    expect(paid).toMatchObject({ status: 'succeeded', paymentMethodId: saved.paymentMethodId });
  });
});

describe('refunds and cancellation', () => {
  async function paid(amountMinor = 5_000) {
    const payment = await create({ amountMinor });
    await provider.browser.confirm(payment.id, payment.clientSecret, card('4242424242424242'));
    return payment.id;
  }

  it('refunds part, then the rest, never more than what is left, once per key', async () => {
    const paymentId = await paid();
    const idempotencyKey = key();
    const part = await provider.refund({ paymentId, amountMinor: 1_200, idempotencyKey });
    expect(part).toMatchObject({ paymentId, amountMinor: 1_200, status: 'succeeded' });
    expect((await provider.refund({ paymentId, amountMinor: 1_200, idempotencyKey })).id).toBe(part.id);
    await expect(provider.refund({ paymentId, amountMinor: 3_801, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    const rest = await provider.refund({ paymentId, idempotencyKey: key() });
    expect(rest.amountMinor).toBe(3_800);
    expect((await provider.getPayment(paymentId)).amountRefundedMinor).toBe(5_000);
    await expect(provider.refund({ paymentId, amountMinor: 1, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect(await notificationsOf(paymentId)).toEqual(['payment.succeeded', 'refund.succeeded', 'refund.succeeded']);
  });

  it('refunds nothing of a payment that did not succeed', async () => {
    const payment = await create();
    await expect(provider.refund({ paymentId: payment.id, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'charge_not_succeeded',
    });
  });

  it('cancels a payment not yet paid (then it cannot be confirmed), but not a paid one', async () => {
    const payment = await create();
    const canceled = await provider.cancelPayment(payment.id, key());
    expect(canceled.status).toBe('canceled');
    await expect(
      provider.browser.confirm(payment.id, payment.clientSecret, card('4242424242424242')),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(await notificationsOf(payment.id)).toEqual(['payment.canceled']);
    await expect(provider.cancelPayment(await paid(), key())).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('test mode: only the test cards pay', () => {
  /** A number that passes the Luhn check, as a live card's would. */
  function liveNumber(seed: number): string {
    const body = `4${String(seed).padStart(14, '7')}`;
    for (let check = 0; check < 10; check++) if (luhnValid(`${body}${check}`)) return `${body}${check}`;
    throw new Error('unreachable');
  }

  it('declines every valid number that is not a test card, with the processor’s test-mode words', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const payment = await create();
      const { payment: declined } = await provider.browser.confirm(
        payment.id,
        payment.clientSecret,
        card(liveNumber(seed * 7919)),
      );
      expect(declined).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'card_declined', declineCode: 'test_mode_live_card' },
      });
    }
  });

  it.each(['5555 5555 5555 4444', '3782 822463 10005', '6011 1111 1111 1117'])('%s pays', async (number) => {
    const payment = await create();
    const cvc = number.startsWith('37') ? '1234' : '123';
    const { payment: paid } = await provider.browser.confirm(payment.id, payment.clientSecret, card(number, { cvc }));
    expect(paid.status).toBe('succeeded');
  });
});

describe('card-testing limits', () => {
  let now = at;
  const limited = () =>
    createEmbeddedProvider({ db: database.db, clock: { now: () => new Date(now) }, signingSecret: 'whsec_test' });
  const declined = card('4000000000000002');

  it(`refuses a payment's card after ${DECLINE_LIMITS.perPayment} declines without trying it, for an hour; the wallet still pays`, async () => {
    now = at;
    const provider = limited();
    const payment = await create();
    for (let i = 0; i < DECLINE_LIMITS.perPayment; i++)
      await provider.browser.confirm(payment.id, payment.clientSecret, declined, undefined, '203.0.113.1');
    const refused = await provider.browser
      .confirm(payment.id, payment.clientSecret, card('4242424242424242'), undefined, '203.0.113.1')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeclineLimitError);
    expect(refused).toMatchObject({ code: 'card_decline_rate_limit_exceeded', retryAfterSeconds: 3600 });
    expect((refused as Error).message).toBe(
      'Too many declined attempts. You can try again in 60 minutes, or pay with Folio Wallet.',
    );
    // The refused attempt was neither declined nor notified: the shop's records do not fill up.
    expect(await notificationsOf(payment.id)).toEqual(Array(DECLINE_LIMITS.perPayment).fill('payment.failed'));

    now = at + 60 * 60_000 + 1;
    const { payment: paid } = await provider.browser.confirm(
      payment.id,
      payment.clientSecret,
      card('4242424242424242'),
    );
    expect(paid.status).toBe('succeeded');

    now = at;
    const other = await create();
    for (let i = 0; i < DECLINE_LIMITS.perPayment; i++)
      await provider.browser.confirm(other.id, other.clientSecret, declined);
    const viaWallet = await provider.browser.confirm(other.id, other.clientSecret, { type: 'wallet' });
    expect(viaWallet.payment.status).toBe('requires_action');
  });

  it(`counts ${DECLINE_LIMITS.perCustomer} declines per customer across their payments`, async () => {
    now = at;
    const provider = limited();
    const customerId = await customer();
    for (let i = 0; i < DECLINE_LIMITS.perCustomer / 2; i++) {
      const payment = await create({ customerId });
      await provider.browser.confirm(payment.id, payment.clientSecret, declined);
      await provider.browser.confirm(payment.id, payment.clientSecret, declined);
    }
    const fresh = await create({ customerId });
    await expect(provider.browser.confirm(fresh.id, fresh.clientSecret, declined)).rejects.toBeInstanceOf(
      DeclineLimitError,
    );
    const someoneElse = await create({ customerId: await customer() });
    const { payment } = await provider.browser.confirm(someoneElse.id, someoneElse.clientSecret, declined);
    expect(payment.lastError?.declineCode).toBe('generic_decline');
  });

  it(`counts ${DECLINE_LIMITS.perClient} declines per client address across customers`, async () => {
    now = at;
    const provider = limited();
    for (let i = 0; i < DECLINE_LIMITS.perClient / 4; i++) {
      const payment = await create({ customerId: await customer() });
      for (let j = 0; j < 4; j++)
        await provider.browser.confirm(payment.id, payment.clientSecret, declined, undefined, '198.51.100.7');
    }
    const next = await create({ customerId: await customer() });
    await expect(
      provider.browser.confirm(next.id, next.clientSecret, declined, undefined, '198.51.100.7'),
    ).rejects.toBeInstanceOf(DeclineLimitError);
    const { payment } = await provider.browser.confirm(next.id, next.clientSecret, declined, undefined, '198.51.100.8');
    expect(payment.status).toBe('requires_payment_method');
  });
});
