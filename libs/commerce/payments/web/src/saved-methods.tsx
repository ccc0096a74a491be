import type { SavedMethodView } from '@folio/payments-contract';
import { Button } from '@folio/ui-kit';
import styles from './payment-form.module.css';

/**
 * The buyer's saved methods, one button each ('Pay £42.50 with Visa •••• 4242'), above the new-card
 * form: an instalment paid early, or the next order, without typing the card again.
 */
export function SavedMethods({
  methods,
  amount,
  busy,
  onPay,
}: {
  methods: readonly SavedMethodView[];
  amount: string;
  busy: boolean;
  onPay: (method: SavedMethodView) => void;
}) {
  if (methods.length === 0) return null;
  return (
    <>
      <fieldset className={styles['fieldset']} aria-busy={busy || undefined}>
        <legend className={styles['legend']}>Saved payment methods</legend>
        {methods.map((method) => (
          // Unavailable while a payment is under way, not disabled: the focus stays on the button.
          <Button key={method.id} block className={styles['saved']} unavailable={busy} onClick={() => onPay(method)}>
            {`Pay ${amount} with ${method.label}`}
          </Button>
        ))}
      </fieldset>
      <p className={styles['or']}>or pay another way</p>
    </>
  );
}
