import { useState } from 'react';
import type { PaymentSlotProps } from '../payment-slot';

/**
 * A stand-in for @folio/payments' form in the slot, for tests: "Pay with test card" reports a
 * succeeded payment, "Use declined test card" the provider's decline with its words, which it
 * shows itself as the real forms do.
 */
export function TestPaymentForm({ payment, onResult }: PaymentSlotProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const decline = () => {
    setProblem('Your card was declined.');
    onResult({ status: 'failed', message: 'Your card was declined.' });
  };
  return (
    <div>
      {problem ? <p role="alert">{problem}</p> : null}
      <button type="button" onClick={() => onResult({ status: 'succeeded', paymentId: payment.id, method: 'card' })}>
        Pay with test card
      </button>
      <button type="button" onClick={decline}>
        Use declined test card
      </button>
    </div>
  );
}

export const renderTestPayment = (props: PaymentSlotProps) => <TestPaymentForm {...props} />;
