import type { PaymentSlotProps } from '../payment-slot';

/**
 * A stand-in for @folio/payments' form in the slot, for tests: "Pay with test card" reports a
 * succeeded payment, "Use declined test card" the provider's decline with its words.
 */
export function TestPaymentForm({ payment, onResult }: PaymentSlotProps) {
  return (
    <div>
      <button type="button" onClick={() => onResult({ status: 'succeeded', paymentId: payment.id, method: 'card' })}>
        Pay with test card
      </button>
      <button type="button" onClick={() => onResult({ status: 'failed', message: 'Your card was declined.' })}>
        Use declined test card
      </button>
    </div>
  );
}

export const renderTestPayment = (props: PaymentSlotProps) => <TestPaymentForm {...props} />;
