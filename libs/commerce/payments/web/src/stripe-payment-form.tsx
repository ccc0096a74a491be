import { formatMinorUnits } from '@folio/formatting';
import { Button } from '@folio/ui-kit';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaymentFormProps } from './payment-form.types';
import styles from './payment-form.module.css';

export interface StripePaymentFormProps extends Omit<PaymentFormProps, 'config'> {
  publishableKey: string;
}

const LOAD_FAILED = 'The card form could not be loaded. Please reload the page and try again.';
const DECLINED = 'The payment did not go through. Please try another card.';

/**
 * Stripe's Payment Element, with Stripe.js loaded only here (a dynamic import, so only payment
 * screens fetch it). 3-D Secure runs in Stripe's own dialog; redirect-based methods come back to
 * `returnUrl`. The processor's message is shown as it is.
 */
export default function StripePaymentForm({ publishableKey, payment, onResult, returnUrl }: StripePaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (cancelled) return;
      if (!stripe || !mountRef.current) throw new Error(LOAD_FAILED);
      const elements = stripe.elements({ clientSecret: payment.client_secret });
      const element = elements.create('payment');
      element.mount(mountRef.current);
      destroy = () => element.destroy();
      setReady({ stripe, elements });
    })().catch(() => !cancelled && setProblem(LOAD_FAILED));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, payment.client_secret]);

  const fail = (message: string) => {
    setProblem(message);
    onResult('failed', message);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || paying) return;
    setPaying(true);
    setProblem(null);
    try {
      const back = new URL(returnUrl ?? window.location.pathname + window.location.search, window.location.origin).href;
      const result = await ready.stripe.confirmPayment({ elements: ready.elements, confirmParams: { return_url: back }, redirect: 'if_required' });
      if (result.error) return fail(result.error.message ?? DECLINED);
      const status = result.paymentIntent.status;
      if (status === 'succeeded' || status === 'processing') {
        setPaid(true);
        onResult(status);
      } else fail(result.paymentIntent.last_payment_error?.message ?? DECLINED);
    } finally {
      setPaying(false);
    }
  }

  return (
    <form className={styles['form']} aria-label="Pay by card" onSubmit={(event) => void submit(event)}>
      <fieldset className={styles['fieldset']} disabled={paying || paid}>
        <legend className={styles['legend']}>Card details</legend>
        <div ref={mountRef} className={styles['stripe']} aria-busy={!ready || undefined} />
        {problem ? (
          <p role="alert" className={styles['problem']}>
            {problem}
          </p>
        ) : null}
        <Button type="submit" block disabled={!ready} aria-busy={paying || undefined}>
          {paying ? 'Paying…' : `Pay ${formatMinorUnits(payment.amount_minor, payment.currency)}`}
        </Button>
      </fieldset>
    </form>
  );
}
