import Stripe from 'stripe';
import {
  InvalidNotificationError,
  NOTIFICATION_TOLERANCE_SECONDS,
  PaymentRequestError,
  ProviderUnavailableError,
  type ChargeSavedInput,
  type CreatePaymentInput,
  type Payment,
  type PaymentProvider,
} from '../payment-provider.port.js';
import { toNotification, toPayment, toRefund, toSavedMethod } from './stripe-mapping.js';

/** The API version the adapter is written and tested against: pinned, never the account's default. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends requests (`STRIPE_API_HOST`; tests: the loopback stand-in). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The SDK's own retries of 5xx, 409 and lost connections, with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

const CUSTOMER_USER_KEY = 'folio_user_id';

/**
 * What the SDK threw, as the port says it: the API's 5xx, its rate limit and lost connections are
 * `ProviderUnavailableError` (try again with the same key); a refusal of the request itself is a
 * `PaymentRequestError` with Stripe's code; anything else (a wrong secret key) is thrown as it is.
 */
function translate(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  switch (error.type) {
    case 'StripeAPIError':
    case 'StripeConnectionError':
    case 'StripeRateLimitError':
      return new ProviderUnavailableError(`Stripe could not answer: ${error.message}`);
    case 'StripeIdempotencyError':
      return new PaymentRequestError('idempotency_key_in_use', error.message);
    case 'StripeInvalidRequestError':
    case 'StripeCardError':
      return new PaymentRequestError(error.code ?? 'invalid_request', error.message);
    default:
      return error;
  }
}

async function calling<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw translate(error);
  }
}

/** The production adapter of the payments port, over the official Stripe SDK. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const retrieve = (id: string) =>
    calling(() => stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })).then(toPayment);

  /** A declined off-session charge comes back as its PaymentIntent, not as an exception. */
  async function chargeSaved(input: ChargeSavedInput): Promise<Payment> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
        return toPayment(error.payment_intent);
      throw translate(error);
    }
  }

  return {
    kind: 'stripe',
    signatureHeader: 'Stripe-Signature',

    async ensureCustomer({ userId, email, name }) {
      const existing = await calling(() => stripe.customers.list({ email, limit: 100 }));
      const mine = existing.data.find((customer) => customer.metadata[CUSTOMER_USER_KEY] === userId);
      if (mine) return mine.id;
      const created = await calling(() =>
        stripe.customers.create(
          { email, name, metadata: { [CUSTOMER_USER_KEY]: userId } },
          { idempotencyKey: `customer-${userId}` },
        ),
      );
      return created.id;
    },

    async createPayment(input: CreatePaymentInput) {
      if (input.saveMethodForLater && !input.customerId)
        throw new PaymentRequestError(
          'parameter_missing',
          'A customer is required to save the payment method for later.',
        );
      const intent = await calling(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            description: input.description,
            metadata: input.metadata,
            automatic_payment_methods: { enabled: true },
            ...(input.customerId ? { customer: input.customerId } : {}),
            ...(input.saveMethodForLater ? { setup_future_usage: 'off_session' as const } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toPayment(intent);
    },

    getPayment: retrieve,

    async cancelPayment(paymentId, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey });
      } catch (error) {
        const translated = translate(error);
        // Cancelling what is already cancelled is done, not an error.
        if (
          !(
            translated instanceof PaymentRequestError &&
            translated.code === 'payment_intent_unexpected_state' &&
            (await retrieve(paymentId)).status === 'canceled'
          )
        )
          throw translated;
      }
      return retrieve(paymentId);
    },

    chargeSaved,

    async listSavedMethods(customerId) {
      const methods = await calling(() => stripe.paymentMethods.list({ customer: customerId, limit: 100 }));
      return methods.data.map(toSavedMethod);
    },

    async refund(input) {
      const refund = await calling(() =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            ...(input.amountMinor === undefined ? {} : { amount: input.amountMinor }),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toRefund(refund);
    },

    parseNotification(rawBody, signatureHeader, now) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          options.webhookSecret,
          NOTIFICATION_TOLERANCE_SECONDS,
          undefined,
          now?.getTime(),
        );
      } catch (error) {
        throw new InvalidNotificationError(
          error instanceof Error ? error.message : 'The notification could not be verified.',
        );
      }
      const notification = toNotification(event);
      if (!notification)
        throw new InvalidNotificationError(`The event type ${event.type} is not one the payments port handles.`);
      return notification;
    },

    browserConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),
  };
}
