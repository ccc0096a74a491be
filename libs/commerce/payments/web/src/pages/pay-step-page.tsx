import { formatMinorUnits } from '@folio/formatting';
import { errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import type { BrowserPaymentView } from '@folio/payments-contract';
import { Button, Container } from '@folio/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fetchEmbeddedPayment } from '../payments.api';
import styles from './pay-pages.module.css';

/** What the page's route hands it from `/pay/{step}/{paymentId}?client_secret=…&return_url=…`. */
export interface PayStepPageProps {
  paymentId: string;
  clientSecret: string;
  /** A path on this site to go back to, with `payment_id` and `redirect_status` added. */
  returnUrl?: string;
}

export interface PayStep {
  title: string;
  intro: (amount: string) => string;
  /** The method the payment must be waiting on (`card` for authentication, `wallet`). */
  method: 'card' | 'wallet';
  yes: string;
  no: string;
  send: (yes: boolean) => Promise<{ data: BrowserPaymentView }>;
}

/** The return URL with the outcome, as Stripe adds it; only a path on this site is followed. */
export function returnWithOutcome(returnUrl: string | undefined, paymentId: string, succeeded: boolean): string | null {
  if (!returnUrl || !/^\/(?![/\\])/.test(returnUrl)) return null;
  const url = new URL(returnUrl, 'http://this.site');
  url.searchParams.set('payment_id', paymentId);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One page of the embedded provider's test mode that a payment waits on: the bank's authentication
 * step or the Folio Wallet's approval. Two buttons decide; the buyer then goes back to the return
 * URL (or reads the outcome here when there is none).
 */
export function PayStepPage({ paymentId, clientSecret, returnUrl, step }: PayStepPageProps & { step: PayStep }) {
  const http = useHttp();
  const router = useRouter();
  const [payment, setPayment] = useState<BrowserPaymentView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<BrowserPaymentView | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchEmbeddedPayment(http, paymentId, clientSecret, { signal: controller.signal })
      .then((answer) => setPayment(answer.data))
      .catch((error: unknown) => !controller.signal.aborted && setProblem(errorMessage(error)));
    return () => controller.abort();
  }, [http, paymentId, clientSecret]);

  async function decide(yes: boolean) {
    setSending(true);
    setProblem(null);
    try {
      const { data } = await step.send(yes);
      const back = returnWithOutcome(returnUrl, paymentId, data.status === 'succeeded');
      if (back) await router.navigate({ href: back });
      else setOutcome(data);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  const waiting = payment?.status === 'requires_action' && payment.method === step.method && !outcome;
  return (
    <Container className={styles['page']}>
      <h1 className={styles['title']}>{step.title}</h1>
      {payment && waiting ? <p>{step.intro(formatMinorUnits(payment.amount_minor, payment.currency))}</p> : null}
      {payment && !waiting && !outcome ? <p>This payment is not waiting for this step any more.</p> : null}
      {outcome ? (
        <p role="status">
          {outcome.status === 'succeeded'
            ? 'The payment went through.'
            : (outcome.last_error?.message ?? 'The payment did not go through.')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles['problem']}>
          {problem}
        </p>
      ) : null}
      {waiting ? (
        <div className={styles['actions']}>
          <Button disabled={sending} onClick={() => void decide(true)}>
            {step.yes}
          </Button>
          <Button variant="secondary" disabled={sending} onClick={() => void decide(false)}>
            {step.no}
          </Button>
        </div>
      ) : null}
    </Container>
  );
}
