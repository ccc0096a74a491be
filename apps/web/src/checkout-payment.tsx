import type { RenderPayment } from '@folio/checkout';
import { PaymentForm } from '@folio/payments';
import type { PaymentBrowserConfig } from '@folio/payments-contract';

/**
 * The provider the payment form talks to. The server's `provider.browserConfig()` does not reach
 * the app yet (it belongs in the public config the API writes into the page); until it does, the
 * form uses the embedded provider, the default (PAYMENTS_PROVIDER=embedded).
 */
const PAYMENTS_CONFIG: PaymentBrowserConfig = { provider: 'embedded' };

/**
 * Fills the checkout screens' payment slot with @folio/payments' form. `returnUrl`: where the
 * authentication and wallet pages send the buyer back (with `payment_id` and `redirect_status`).
 * The form does not say which method paid; the server verifies the payment with the provider.
 */
export function checkoutPayment(returnUrl: string): RenderPayment {
  function CheckoutPaymentForm({ payment, onResult }: Parameters<RenderPayment>[0]) {
    return (
      <PaymentForm
        config={PAYMENTS_CONFIG}
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
  return (props) => <CheckoutPaymentForm {...props} />;
}
