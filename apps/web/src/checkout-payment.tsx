import type { PaymentSlotProps, RenderPayment } from '@folio/checkout';
import { PaymentForm } from '@folio/payments';
import type { PaymentBrowserConfig } from '@folio/payments-contract';

/**
 * The provider the payment form talks to. The server's `provider.browserConfig()` does not reach
 * the app yet (it belongs in the public config the API writes into the page); until it does, the
 * form uses the embedded provider, the default (PAYMENTS_PROVIDER=embedded).
 */
const PAYMENTS_CONFIG: PaymentBrowserConfig = { provider: 'embedded' };

/**
 * @folio/payments' form in the checkout screens' slot. The form does not say which method paid
 * (the server verifies the payment with the provider, whatever the method).
 */
function CheckoutPaymentForm({ payment, onResult, returnUrl }: PaymentSlotProps & { returnUrl: string }) {
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

/**
 * Fills the checkout screens' payment slot. `returnUrl`: where the authentication and wallet
 * pages send the buyer back (with `payment_id` and `redirect_status`).
 */
export function checkoutPayment(returnUrl: string): RenderPayment {
  return (props) => <CheckoutPaymentForm {...props} returnUrl={returnUrl} />;
}
