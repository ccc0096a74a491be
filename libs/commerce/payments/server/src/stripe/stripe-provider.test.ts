import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentRequestError,
  ProviderUnavailableError,
  type CreatePaymentInput,
  type PaymentProvider,
} from '../payment-provider.port.js';
import { startStripeStandIn, type StripeStandIn } from '../testing/index.js';
import { createStripeProvider, STRIPE_API_VERSION } from './stripe-provider.js';

let standIn: StripeStandIn;
let provider: PaymentProvider;
/** The buyer's browser, as Stripe.js would confirm (here through the SDK, against the same stand-in). */
let browser: Stripe;
let keys = 0;
const key = () => `stripe-key-${++keys}`;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const at = { host: standIn.host, port: standIn.port, protocol: standIn.protocol };
  provider = createStripeProvider({
    secretKey: standIn.secretKey,
    publishableKey: 'pk_test_1',
    webhookSecret: 'whsec_1',
    maxNetworkRetries: 0,
    ...at,
  });
  browser = new Stripe(standIn.secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 0, ...at });
});
afterAll(() => standIn.close());

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
const confirm = (paymentId: string, method: string) =>
  browser.paymentIntents.confirm(paymentId, { payment_method: method }).catch((error: unknown) => error);
const lastRequest = () => standIn.requests[standIn.requests.length - 1]!;

async function savedMethod(testMethod: string) {
  const customerId = await provider.ensureCustomer({
    userId: `u${++keys}`,
    email: `r${keys}@example.test`,
    name: 'Ada',
  });
  const payment = await create({ customerId, saveMethodForLater: true });
  await confirm(payment.id, testMethod);
  return { customerId, payment: await provider.getPayment(payment.id) };
}

describe('Stripe adapter: payments', () => {
  it('creates a PaymentIntent with a form-encoded body, our idempotency key and metadata, and maps it', async () => {
    const idempotencyKey = key();
    const payment = await create({ idempotencyKey });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey,
      body: {
        amount: '4250',
        currency: 'gbp',
        description: 'Order 1001',
        metadata: { order_id: 'o1' },
        automatic_payment_methods: { enabled: 'true' },
      },
    });
    expect(payment).toMatchObject({
      status: 'requires_payment_method',
      amountMinor: 4_250,
      currency: 'GBP',
      metadata: { order_id: 'o1' },
      lastError: null,
      amountRefundedMinor: 0,
    });
    expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
  });

  it('the same key with the same parameters gives the same payment; with others, idempotency_key_in_use', async () => {
    const idempotencyKey = key();
    const before = standIn.state.counts().paymentIntents;
    const first = await create({ idempotencyKey });
    expect((await create({ idempotencyKey })).id).toBe(first.id);
    expect(standIn.state.counts().paymentIntents).toBe(before + 1);
    await expect(create({ idempotencyKey, amountMinor: 1 })).rejects.toMatchObject({
      name: 'PaymentRequestError',
      code: 'idempotency_key_in_use',
    });
  });

  it('reads a payment the browser paid, and one it could not pay, with Stripe’s message', async () => {
    const paid = await create();
    await confirm(paid.id, 'pm_card_visa');
    expect(await provider.getPayment(paid.id)).toMatchObject({ status: 'succeeded', method: 'card', lastError: null });

    const declined = await create();
    expect(await confirm(declined.id, 'pm_card_chargeDeclinedInsufficientFunds')).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      decline_code: 'insufficient_funds',
    });
    expect(await provider.getPayment(declined.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  });

  it('an unknown payment is a PaymentRequestError resource_missing', async () => {
    await expect(provider.getPayment('pi_nope')).rejects.toMatchObject({
      name: 'PaymentRequestError',
      code: 'resource_missing',
    });
  });

  it('makes one customer per account', async () => {
    const first = await provider.ensureCustomer({ userId: 'same-user', email: 'same@example.test', name: 'S' });
    expect(await provider.ensureCustomer({ userId: 'same-user', email: 'same@example.test', name: 'S' })).toBe(first);
    expect(await provider.ensureCustomer({ userId: 'other-user', email: 'same@example.test', name: 'S' })).not.toBe(
      first,
    );
  });
});

describe('Stripe adapter: saved methods and off-session charges', () => {
  it('lists the card saved by a payment and charges it off-session once per key', async () => {
    const { customerId, payment } = await savedMethod('pm_card_visa');
    const [method] = await provider.listSavedMethods(customerId);
    expect(method).toMatchObject({ id: payment.paymentMethodId, kind: 'card', label: 'Visa •••• 4242' });
    const idempotencyKey = key();
    const input = {
      customerId,
      paymentMethodId: method!.id,
      amountMinor: 1_000,
      currency: 'GBP',
      idempotencyKey,
      description: 'Instalment 1',
      metadata: { instalment_id: 'i1' },
    };
    const charged = await provider.chargeSaved(input);
    expect(charged).toMatchObject({ status: 'succeeded', amountMinor: 1_000, metadata: { instalment_id: 'i1' } });
    expect(standIn.requests.at(-1)?.body).toMatchObject({ off_session: 'true', confirm: 'true', customer: customerId });
    expect((await provider.chargeSaved(input)).id).toBe(charged.id);
  });

  it.each([
    ['pm_card_chargeCustomerFail', 'card_declined', 'Your card was declined.'],
    [
      'pm_card_authenticationRequired',
      'authentication_required',
      'Your card was declined. This transaction requires authentication.',
    ],
  ])(
    'a declined off-session charge of %s comes back as a payment with lastError, not an exception',
    async (testMethod, code, message) => {
      const customerId = await provider.ensureCustomer({
        userId: `u${++keys}`,
        email: `r${keys}@example.test`,
        name: 'Ada',
      });
      const payment = await create({ customerId, saveMethodForLater: true });
      await confirm(payment.id, testMethod);
      if ((await provider.getPayment(payment.id)).status === 'requires_action')
        standIn.state.finishAuthentication(payment.id, true);
      const { paymentMethodId } = await provider.getPayment(payment.id);
      const charged = await provider.chargeSaved({
        customerId,
        paymentMethodId: paymentMethodId!,
        amountMinor: 500,
        currency: 'GBP',
        idempotencyKey: key(),
        description: 'i',
        metadata: {},
      });
      expect(charged).toMatchObject({ status: 'requires_payment_method', lastError: { code, message } });
    },
  );
});

describe('Stripe adapter: refunds and cancellation', () => {
  it('refunds part, then the rest, never more than is left', async () => {
    const payment = await create({ amountMinor: 5_000 });
    await confirm(payment.id, 'pm_card_visa');
    expect(await provider.refund({ paymentId: payment.id, amountMinor: 1_200, idempotencyKey: key() })).toMatchObject({
      paymentId: payment.id,
      amountMinor: 1_200,
      status: 'succeeded',
    });
    await expect(
      provider.refund({ paymentId: payment.id, amountMinor: 3_801, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    expect((await provider.refund({ paymentId: payment.id, idempotencyKey: key() })).amountMinor).toBe(3_800);
    expect((await provider.getPayment(payment.id)).amountRefundedMinor).toBe(5_000);
    await expect(provider.refund({ paymentId: payment.id, idempotencyKey: key() })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('cancels an unpaid payment (twice is still cancelled), but not a paid one', async () => {
    const payment = await create();
    expect((await provider.cancelPayment(payment.id, key())).status).toBe('canceled');
    expect((await provider.cancelPayment(payment.id, key())).status).toBe('canceled');
    const paid = await create();
    await confirm(paid.id, 'pm_card_visa');
    await expect(provider.cancelPayment(paid.id, key())).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('Stripe adapter: when Stripe fails', () => {
  it.each([
    ['a 500', 'server_error' as const, 1],
    ['a 429 rate limit', 'rate_limit' as const, 1],
    ['a dropped connection (the SDK retries it once)', 'disconnect' as const, 2],
  ])('%s is ProviderUnavailableError', async (_, fault, count) => {
    standIn.failNext(fault, count);
    const error = await create().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
  });

  it('the SDK retries a 500 with the same idempotency key, and one payment is made', async () => {
    const retrying = createStripeProvider({
      secretKey: standIn.secretKey,
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 2,
    });
    const before = standIn.state.counts().paymentIntents;
    const from = standIn.requests.length;
    standIn.failNext('server_error');
    const idempotencyKey = key();
    await retrying.createPayment({
      amountMinor: 100,
      currency: 'USD',
      idempotencyKey,
      description: 'd',
      metadata: {},
      saveMethodForLater: false,
    });
    expect(standIn.requests.slice(from).map((r) => r.idempotencyKey)).toEqual([idempotencyKey, idempotencyKey]);
    expect(standIn.state.counts().paymentIntents).toBe(before + 1);
  }, 15_000);

  it('a wrong secret key is not mistaken for an outage or a refusal', async () => {
    const wrong = createStripeProvider({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk',
      webhookSecret: 'whsec',
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const error = await wrong.getPayment('pi_x').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ProviderUnavailableError);
    expect(error).not.toBeInstanceOf(PaymentRequestError);
    expect(error).toMatchObject({ type: 'StripeAuthenticationError' });
  });

  it('hands the browser only the publishable key', () => {
    expect(provider.browserConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
  });
});
