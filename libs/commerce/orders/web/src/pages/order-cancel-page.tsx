import { Notice } from '@folio/auth';
import { errorMessage } from '@folio/http';
import type { Order } from '@folio/orders-contract';
import { Button, LinkButton, TextArea } from '@folio/ui-kit';
import { useRef, useState } from 'react';
import { formatMoment, money } from '../order-words';
import { useCancelOrder } from '../orders.mutations';
import { useOrder } from './order-layout';
import styles from './orders.module.css';

/** What the form's policy does with the money if the order is cancelled now. */
function policyText(order: Order): string {
  const refund = money(order.cancellation.refund_minor, order.currency);
  switch (order.cancellation.policy) {
    case 'refund_all':
      return `Under ${order.seller.name}’s policy, everything you paid is refunded: ${refund}.`;
    case 'keep_deposit':
      return `Under ${order.seller.name}’s policy, the deposit is kept and the rest you paid is refunded: ${refund}.`;
    default:
      return `${order.seller.name}’s policy does not allow cancelling.`;
  }
}

/** Why, when the server did not say: the rules of `cancellable` (paid, a policy that allows it, the form still open). */
const NOT_CANCELLABLE_TEXT =
  'Only a paid order can be cancelled, while its order form is open and if the seller’s policy allows it.';

function BackToOrder({ orderNumber }: { orderNumber: string }) {
  return (
    <LinkButton to="/order/$orderNumber" params={{ orderNumber }} variant="secondary">
      Back to the order
    </LinkButton>
  );
}

/**
 * `/order/{order_number}/cancel`: what cancelling would refund under the form's policy, a
 * confirm step, then the cancel and its outcome. An order that may not be cancelled says why.
 */
export function OrderCancelPage({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  const cancel = useCancelOrder(orderNumber);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  if (!order) return null;

  if (cancel.isSuccess) {
    return (
      <Notice tone="success" title="Your order is cancelled" actions={<BackToOrder orderNumber={orderNumber} />}>
        <p>
          {cancel.data.data.refunded_minor > 0
            ? `${money(cancel.data.data.refunded_minor, order.currency)} is on its way back to you; refunds reach your card within a few days.`
            : 'Nothing was refunded under the seller’s policy.'}
        </p>
      </Notice>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Notice tone="info" title="This order is cancelled" actions={<BackToOrder orderNumber={orderNumber} />}>
        <p>
          Cancelled {order.cancelled_at ? formatMoment(order.cancelled_at) : ''}
          {order.refunded_minor > 0 ? `; ${money(order.refunded_minor, order.currency)} was refunded.` : '.'}
        </p>
      </Notice>
    );
  }
  if (!order.cancellable) {
    return (
      <Notice tone="info" title="This order can’t be cancelled" actions={<BackToOrder orderNumber={orderNumber} />}>
        <p>{order.cancellation.reason ?? NOT_CANCELLABLE_TEXT}</p>
      </Notice>
    );
  }

  const submit = () => cancel.mutate(reason.trim());
  return (
    <section className={styles['card']} aria-label="Cancel this order">
      <p>{policyText(order)}</p>
      {order.owed_minor > 0 ? (
        <p>
          Nothing more will be charged: the {money(order.owed_minor, order.currency)} still owed is dropped, and the
          books go back on sale.
        </p>
      ) : null}
      {cancel.isError ? (
        <Notice tone="error" title="The order was not cancelled">
          <p>{errorMessage(cancel.error)}</p>
        </Notice>
      ) : null}
      {confirming ? (
        <>
          <h2 ref={confirmHeading} tabIndex={-1} className={styles['rowTitle']}>
            Cancel order {orderNumber} and refund {money(order.cancellation.refund_minor, order.currency)}?
          </h2>
          <p className={styles['meta']}>This can’t be undone.</p>
          <div className={styles['actions']}>
            <Button onClick={submit} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the order'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              Keep the order
            </Button>
          </div>
        </>
      ) : (
        <>
          <TextArea
            id="cancel_reason"
            label="Why are you cancelling? (optional)"
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={styles['actions']}>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirming(true);
                requestAnimationFrame(() => confirmHeading.current?.focus());
              }}
            >
              Cancel this order…
            </Button>
            <BackToOrder orderNumber={orderNumber} />
          </div>
        </>
      )}
    </section>
  );
}
