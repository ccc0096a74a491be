import type { Payment } from './payment-provider.port.js';

export interface ExpectedPayment {
  amountMinor: number;
  currency: string;
  /** Our reference the payment must carry back (the order or instalment it was created for). */
  metadata?: Record<string, string>;
}

/**
 * Whether a payment, as the provider reports it, settles what we expected: succeeded, for exactly
 * that amount in that currency, created for that reference. The only test of "paid" checkout and
 * the scheduler may use: a browser's word, a redirect or a notification alone never is.
 */
export function paymentSettles(payment: Payment, expected: ExpectedPayment): boolean {
  if (payment.status !== 'succeeded') return false;
  if (payment.amountMinor !== expected.amountMinor) return false;
  if (payment.currency.toUpperCase() !== expected.currency.toUpperCase()) return false;
  for (const [key, value] of Object.entries(expected.metadata ?? {})) {
    if (payment.metadata[key] !== value) return false;
  }
  return true;
}
