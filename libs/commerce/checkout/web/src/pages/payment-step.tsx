import { errorMessage } from '@folio/http';
import type { PaymentToConfirm } from '@folio/orders-contract';
import { useState, type ReactNode } from 'react';
import type { PaymentResult, RenderPayment } from '../payment-slot';
import { money, Panel } from './checkout-parts';
import styles from './checkout.module.css';

export interface PaymentStepProps {
  payment: PaymentToConfirm;
  renderPayment?: RenderPayment | undefined;
  /** What the payment pays, under the amount (an order number, an instalment). */
  detail?: ReactNode;
  /** After the provider said paid (or processing): confirm with our server and move on. A throw stays on this step with its words. */
  onPaid: (result: Exclude<PaymentResult, { status: 'failed' }>) => Promise<void>;
}

/**
 * The payment step: the amount, the payment form from the app's slot (which shows the provider's
 * words when a payment is refused; the step stays, so another card can be tried on the same
 * payment), and what went wrong confirming a payment with our server.
 */
export function PaymentStep({ payment, renderPayment, detail, onPaid }: PaymentStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onResult = (result: PaymentResult) => {
    // The form shows the provider's words for a refusal beside its fields: saying them twice reads as two failures.
    if (result.status === 'failed') {
      setFailure(null);
      return;
    }
    setFailure(null);
    setConfirming(true);
    onPaid(result).catch((error: unknown) => {
      setConfirming(false);
      setFailure(
        errorMessage(
          error,
          'Your payment went through but could not be confirmed just now. Reload this page to see your order.',
        ),
      );
    });
  };
  return (
    <Panel title="Payment" focusOnMount>
      <p>
        Amount due now: <strong>{money(payment.amount_minor, payment.currency)}</strong>
      </p>
      {detail ? <div className={styles['meta']}>{detail}</div> : null}
      {failure ? (
        <p role="alert" className={styles['outcome']} data-tone="error">
          {failure}
        </p>
      ) : null}
      {confirming ? (
        <p role="status">Confirming your payment…</p>
      ) : renderPayment ? (
        renderPayment({ payment, onResult })
      ) : (
        <p role="note" className={styles['meta']}>
          The payment form is not installed in this build, so this payment cannot be made here yet. Your order is kept
          until it expires.
        </p>
      )}
    </Panel>
  );
}
