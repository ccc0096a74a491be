import { formatMinorUnits } from '@folio/formatting';
import { Button } from '@folio/ui-kit';
import type { PaymentIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaymentFormProps } from './payment-form.types';
import { SavedMethods } from './saved-methods';
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
  const [ready, setReady] = useState<{
    stripe: Stripe;
    elements: StripeElements;
  } | null>(null);
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

  /** Confirms with Stripe.js (a new card from the Payment Element, or a saved method by id; 3-D Secure in Stripe's dialog). */
  async function pay(confirm: (stripe: Stripe, elements: StripeElements) => Promise<PaymentIntentResult>) {
    if (!ready || paying) return;
    setPaying(true);
    setProblem(null);
    try {
      const result = await confirm(ready.stripe, ready.elements);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const back = new URL(returnUrl ?? window.location.pathname + window.location.search, window.location.origin).href;
    void pay((stripe, elements) =>
      stripe.confirmPayment({
        elements,
        confirmParams: { return_url: back },
        redirect: 'if_required',
      }),
    );
  }

  const amount = formatMinorUnits(payment.amount_minor, payment.currency);
  return (
    <div className={styles['form']}>
      <SavedMethods
        methods={payment.saved_methods ?? []}
        amount={amount}
        busy={!ready || paying || paid}
        onPay={(method) =>
          void pay((stripe) =>
            stripe.confirmCardPayment(payment.client_secret, {
              payment_method: method.id,
            }),
          )
        }
      />
      <form className={styles['form']} aria-label="Pay by card" onSubmit={submit}>
        <fieldset className={styles['fieldset']} disabled={paying || paid}>
          <legend className={styles['legend']}>Card details</legend>
          <div ref={mountRef} className={styles['stripe']} aria-busy={!ready || undefined} />
          {problem ? (
            <p role="alert" className={styles['problem']}>
              {problem}
            </p>
          ) : null}
          <Button type="submit" block disabled={!ready} aria-busy={paying || undefined}>
            {paying ? 'Paying…' : `Pay ${amount}`}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
