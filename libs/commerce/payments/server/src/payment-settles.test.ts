import { describe, expect, it } from 'vitest';
import type { Payment } from './payment-provider.port.js';
import { paymentSettles } from './payment-settles.js';

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 'pi_1',
  status: 'succeeded',
  amountMinor: 4_250,
  currency: 'usd',
  customerId: null,
  paymentMethodId: 'pm_1',
  method: 'card',
  clientSecret: 'pi_1_secret_x',
  lastError: null,
  amountRefundedMinor: 0,
  metadata: { order_id: 'o1' },
  createdAt: new Date('2026-11-25T00:00:00Z'),
  ...over,
});

describe('paymentSettles', () => {
  const expected = { amountMinor: 4_250, currency: 'USD', metadata: { order_id: 'o1' } };

  it('accepts a succeeded payment of the expected amount, currency (any case) and reference', () => {
    expect(paymentSettles(payment(), expected)).toBe(true);
  });

  it.each([
    ['still waiting for authentication', { status: 'requires_action' as const }],
    ['declined and waiting for another method', { status: 'requires_payment_method' as const }],
    ['processing', { status: 'processing' as const }],
    ['for one minor unit less', { amountMinor: 4_249 }],
    ['in another currency', { currency: 'eur' }],
    ['created for another order', { metadata: { order_id: 'o2' } }],
    ['without our reference', { metadata: {} }],
  ])('refuses a payment %s', (_, over) => {
    expect(paymentSettles(payment(over), expected)).toBe(false);
  });
});
