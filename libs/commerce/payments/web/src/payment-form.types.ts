import type { PaymentBrowserConfig, PaymentToConfirm } from '@folio/payments-contract';

/** How a payment ended, as far as the browser can tell: checkout still verifies it with the server. */
export type PaymentOutcome = 'succeeded' | 'processing' | 'failed';

export interface PaymentFormProps {
  /** The server's `provider.browserConfig()`: which processor, and Stripe's publishable key. */
  config: PaymentBrowserConfig;
  /** The payment the checkout call created. */
  payment: PaymentToConfirm;
  /** Called when the payment succeeded, is processing, or failed (with the processor's message). */
  onResult(status: PaymentOutcome, message?: string): void;
  /** Where the authentication and wallet pages send the buyer back to (a path on this site); this page by default. */
  returnUrl?: string;
}
