import type { Cart } from '@folio/cart-contract';
import { Button, TextField } from '@folio/ui-kit';
import { memo, useState, type FormEvent } from 'react';
import { useApplyCoupon, useRemoveCoupon } from '../cart.mutations';
import { refusalMessage } from '../cart-notices';
import { money } from './cart-parts';
import { Outcome, Panel, panelStyles, type OutcomeState } from './cart-panel';

/** Apply a coupon code, or take the applied one off; the server's words say what happened. */
export const CouponBox = memo(function CouponBox({
  cartId,
  coupon,
  currency,
}: {
  cartId: string;
  coupon: Cart['coupon'];
  currency: string;
}) {
  const apply = useApplyCoupon(cartId);
  const remove = useRemoveCoupon(cartId);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<OutcomeState>(null);
  const done = (fallback: string) => ({
    onSuccess: ({ message }: { message?: string | undefined }) => setOutcome({ tone: 'ok', text: message ?? fallback }),
    onError: (error: Error) =>
      setOutcome({ tone: 'error', text: refusalMessage(error, 'The coupon could not be changed.') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (code.trim() === '') {
      setOutcome({ tone: 'error', text: 'Enter a coupon code.' });
      return;
    }
    apply.mutate(code.trim(), done('Coupon applied.'));
  };
  return (
    <Panel title="Coupon">
      {coupon ? (
        <div className={panelStyles.row}>
          <p>
            <strong>{coupon.code}</strong>{' '}
            <span className={panelStyles.meta}>{money(-coupon.discount_minor, currency)}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            aria-label={`Remove coupon ${coupon.code}`}
            onClick={() => {
              setOutcome(null);
              remove.mutate(undefined, done('Coupon removed.'));
            }}
          >
            Remove
          </Button>
        </div>
      ) : (
        <form className={panelStyles.row} onSubmit={submit} noValidate>
          <TextField
            id="coupon_code"
            label="Coupon code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" size="sm" disabled={apply.isPending}>
            Apply
          </Button>
        </form>
      )}
      <Outcome outcome={outcome} />
    </Panel>
  );
});
