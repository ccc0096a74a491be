import { formatMinorUnits } from '@folio/formatting';
import { errorMessage, validationErrorsOf } from '@folio/http';
import { useHttp } from '@folio/http/router';
import type { PaymentMethodInput } from '@folio/payments-contract';
import { Button, Form, FormRow, TextField, type FormValues } from '@folio/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { cardDigits, cardErrors, formFieldErrors, parseExpiry, type CardValues } from './card-input';
import type { PaymentFormProps } from './payment-form.types';
import { confirmEmbeddedPayment } from './payments.api';
import { SavedMethods } from './saved-methods';
import styles from './payment-form.module.css';

const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');
const cardValues = (values: FormValues): CardValues => ({
  number: text(values['number']),
  expiry: text(values['expiry']),
  cvc: text(values['cvc']),
  name: text(values['name']),
});

function cardMethod(card: CardValues): PaymentMethodInput {
  const expiry = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    type: 'card',
    number: cardDigits(card.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc.trim(),
    name: card.name.trim(),
  };
}

/**
 * The embedded provider's payment form: the buyer's saved methods first when there are any, our own
 * card form (labelled fields, errors under each, Enter submits, everything disabled while paying)
 * and the Folio Wallet button. A card that needs
 * authentication, and the wallet, continue on our `/pay/...` pages (the answer's `next_action`);
 * a decline shows the processor's message as it is.
 */
export function EmbeddedPaymentForm({ payment, onResult, returnUrl }: Omit<PaymentFormProps, 'config'>) {
  const http = useHttp();
  const router = useRouter();
  const id = useId();
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  // The provider's words; a decline also says what the reader can do next, on this page.
  const [problem, setProblem] = useState<{ words: string; declined: boolean } | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  // Each refusal is new (a try clears the last one first), so each moves the focus to its words.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const amount = formatMinorUnits(payment.amount_minor, payment.currency);
  const back = returnUrl ?? router.state.location.href;

  async function confirm(method: PaymentMethodInput): Promise<Record<string, string[]> | void> {
    setPaying(true);
    setProblem(null);
    try {
      const { data } = await confirmEmbeddedPayment(http, payment.id, {
        client_secret: payment.client_secret,
        payment_method: method,
        return_url: back,
      });
      if (data.next_action) {
        await router.navigate({ href: data.next_action.url });
        return;
      }
      if (data.status === 'succeeded' || data.status === 'processing') {
        setPaid(true);
        onResult(data.status);
        return;
      }
      const message = data.last_error?.message ?? 'The payment did not go through. Please try another card.';
      setProblem({ words: message, declined: data.last_error !== null });
      onResult('failed', message);
    } catch (error) {
      const fields = validationErrorsOf(error);
      if (fields) return formFieldErrors(fields);
      const message = errorMessage(error);
      setProblem({ words: message, declined: false });
      onResult('failed', message);
    } finally {
      setPaying(false);
    }
  }

  const busy = paying || paid;
  return (
    <div className={styles['form']}>
      <SavedMethods
        methods={payment.saved_methods ?? []}
        amount={amount}
        busy={busy}
        onPay={(method) => void confirm({ type: 'saved', id: method.id })}
      />
      <Form
        aria-label="Pay by card"
        validate={(values) => cardErrors(cardValues(values), new Date())}
        onSubmit={(values) => confirm(cardMethod(cardValues(values)))}
      >
        {/* Busy, not disabled, while paying: a disabled fieldset would drop the focus to the page. */}
        <fieldset className={styles['fieldset']} aria-busy={busy || undefined}>
          <legend className={styles['legend']}>Card details</legend>
          <TextField
            id={`${id}-number`}
            name="number"
            label="Card number"
            aria-required="true"
            inputMode="numeric"
            autoComplete="cc-number"
            spellCheck={false}
          />
          <FormRow>
            <TextField
              id={`${id}-expiry`}
              name="expiry"
              label="Expiry date"
              hint="MM / YY"
              aria-required="true"
              inputMode="numeric"
              autoComplete="cc-exp"
            />
            <TextField
              id={`${id}-cvc`}
              name="cvc"
              label="Security code"
              hint="3 or 4 digits on the card"
              aria-required="true"
              inputMode="numeric"
              autoComplete="cc-csc"
            />
          </FormRow>
          <TextField id={`${id}-name`} name="name" label="Name on card" aria-required="true" autoComplete="cc-name" />
          {problem ? (
            // A refused card: the focus goes to the provider's words, so the reader hears them and
            // tabs on to the fields to try another card.
            <p role="alert" className={styles['problem']} tabIndex={-1} ref={problemRef}>
              {problem.words}
              {problem.declined ? ' Try again: check the details, use another card, or pay with Folio Wallet.' : null}
            </p>
          ) : null}
          <Button type="submit" block aria-busy={paying || undefined} unavailable={busy}>
            {paying ? 'Paying…' : `Pay ${amount}`}
          </Button>
        </fieldset>
      </Form>
      <p className={styles['or']}>or</p>
      <Button variant="secondary" block unavailable={busy} onClick={() => void confirm({ type: 'wallet' })}>
        Pay with Folio Wallet
      </Button>
    </div>
  );
}
