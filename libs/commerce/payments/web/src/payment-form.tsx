import { lazy, Suspense } from 'react';
import { EmbeddedPaymentForm } from './embedded-payment-form';
import type { PaymentFormProps } from './payment-form.types';

/** Stripe's form (and Stripe.js with it) is fetched only when the processor is Stripe. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/**
 * The payment form the checkout and instalment screens embed: the embedded provider's own card
 * form and wallet button, or Stripe's Payment Element, as the server's browser config says.
 */
export function PaymentForm({ config, ...rest }: PaymentFormProps) {
  if (config.provider === 'stripe') {
    return (
      <Suspense fallback={<p>Loading the card form…</p>}>
        <StripePaymentForm publishableKey={config.publishableKey} {...rest} />
      </Suspense>
    );
  }
  return <EmbeddedPaymentForm {...rest} />;
}
