import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { InvalidNotificationError } from '../payment-provider.port.js';
import { createStripeProvider } from './stripe-provider.js';

const provider = createStripeProvider({
  secretKey: 'sk_test_x',
  publishableKey: 'pk_test_x',
  webhookSecret: 'whsec_right',
  host: '127.0.0.1',
  port: 1,
  protocol: 'http',
});
const at = new Date('2026-11-25T10:00:00Z');
const unix = Math.floor(at.getTime() / 1000);

function event(type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unix,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });
}
const intent = {
  id: 'pi_1',
  object: 'payment_intent',
  status: 'succeeded',
  amount: 4_250,
  currency: 'gbp',
  metadata: { order_id: 'o1' },
};
const sign = (payload: string, secret = 'whsec_right', timestamp = unix) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('Stripe webhook signatures (tolerance 300 s)', () => {
  it('accepts a valid signature and maps the event to the port', () => {
    const body = event('payment_intent.succeeded', intent);
    expect(provider.parseNotification(body, sign(body), new Date(at.getTime() + 300_000))).toEqual({
      id: 'evt_1',
      type: 'payment.succeeded',
      createdAt: at,
      paymentId: 'pi_1',
      refundId: null,
      metadata: { order_id: 'o1' },
    });
    expect(provider.signatureHeader).toBe('Stripe-Signature');
  });

  it('maps a payment failure and a succeeded refund', () => {
    const failed = event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' });
    expect(provider.parseNotification(failed, sign(failed), at).type).toBe('payment.failed');
    const refund = event('refund.created', {
      id: 're_1',
      object: 'refund',
      status: 'succeeded',
      payment_intent: 'pi_1',
      amount: 100,
      metadata: {},
    });
    expect(provider.parseNotification(refund, sign(refund), at)).toMatchObject({
      type: 'refund.succeeded',
      paymentId: 'pi_1',
      refundId: 're_1',
    });
  });

  it.each([
    [
      'forged (signed with a made-up signature)',
      (b: string) => sign(b).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`),
      at,
    ],
    ['stale by more than 300 s', (b: string) => sign(b), new Date(at.getTime() + 301_000)],
    ['signed with another secret', (b: string) => sign(b, 'whsec_wrong'), at],
    ['without a signature', () => undefined, at],
  ])('refuses an event %s', (_, header, now) => {
    const body = event('payment_intent.succeeded', intent);
    expect(() => provider.parseNotification(body, header(body), now)).toThrow(InvalidNotificationError);
  });

  it('refuses a body changed after signing', () => {
    const body = event('payment_intent.succeeded', intent);
    expect(() => provider.parseNotification(body.replace('pi_1', 'pi_2'), sign(body), at)).toThrow(
      InvalidNotificationError,
    );
  });

  it('refuses a signed event the port has no word for (subscribe only STRIPE_WEBHOOK_EVENTS)', () => {
    const body = event('customer.created', { id: 'cus_1', object: 'customer', metadata: {} });
    expect(() => provider.parseNotification(body, sign(body), at)).toThrow(InvalidNotificationError);
  });
});
