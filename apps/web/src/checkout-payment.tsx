import type { PaymentSlotProps, RenderPayment } from '@folio/checkout';
import { PaymentForm } from '@folio/payments';
import type { PaymentBrowserConfig } from '@folio/payments-contract';
import { readPublicConfig } from './public-config';

/**
 * The provider the payment form talks to, as the server wrote it into the page (PAYMENTS_PROVIDER:
 * Stripe with its publishable key, or the embedded provider, the default). Read when a payment
 * screen first draws: this file is in the payment screens' chunks only.
 */
let paymentsConfig: PaymentBrowserConfig | undefined;
const paymentsConfigOf = (): PaymentBrowserConfig =>
  (paymentsConfig ??= readPublicConfig().payments ?? { provider: 'embedded' });

/**
 * @folio/payments' form in the checkout screens' slot. The form does not say which method paid
 * (the server verifies the payment with the provider, whatever the method).
 */
function CheckoutPaymentForm({ payment, onResult, returnUrl }: PaymentSlotProps & { returnUrl: string }) {
  return (
    <PaymentForm
      config={paymentsConfigOf()}
      payment={payment}
      returnUrl={returnUrl}
      onResult={(status, message) =>
        onResult(
          status === 'failed'
            ? { status: 'failed', message: message ?? 'The payment failed.' }
            : status === 'processing'
              ? { status: 'processing', paymentId: payment.id }
              : { status: 'succeeded', paymentId: payment.id, method: 'card' },
        )
      }
    />
  );
}

/**
 * Fills the checkout screens' payment slot. `returnUrl`: where the authentication and wallet
 * pages send the buyer back (with `payment_id` and `redirect_status`).
 */
export function checkoutPayment(returnUrl: string): RenderPayment {
  return (props) => <CheckoutPaymentForm {...props} returnUrl={returnUrl} />;
}
