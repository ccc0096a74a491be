import type { PaymentToConfirm } from '@folio/orders-contract';
import type { ReactNode } from 'react';

/**
 * How the payment form ended: paid (as the provider told the browser), still processing (the
 * success page waits for it), or refused with the provider's words.
 */
export type PaymentResult =
  | { status: 'succeeded'; paymentId: string; method: 'card' | 'wallet' | 'saved' }
  | { status: 'processing'; paymentId: string }
  | { status: 'failed'; message: string };

export interface PaymentSlotProps {
  /** The payment to confirm (its client secret is for the provider's form only, never logged). */
  payment: PaymentToConfirm;
  onResult: (result: PaymentResult) => void;
}

/**
 * Draws the payment form. The form shows a refusal's words itself, beside its fields (the
 * checkout screens do not repeat them). The app fills it with @folio/payments' PaymentForm; the checkout screens
 * never import the provider's code themselves (it is loaded only on payment screens).
 */
export type RenderPayment = (props: PaymentSlotProps) => ReactNode;
