import { checkoutPagePaths } from '@folio/checkout-contract';
import type { Order, OrderLine } from '@folio/orders-contract';
import { errorMessage } from '@folio/http';
import { AnchorButton, Button } from '@folio/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useGiveUpOrder } from '../orders.mutations';
import { Link } from '@tanstack/react-router';
import { formatDay, formatEventDay, formatMoment, formOwnTitle, instalmentPayPath, money } from '../order-words';
import { MoneyFigures, PickupCode } from './order-parts';
import { useOrder } from './order-layout';
import styles from './orders.module.css';

function lineDetail(line: OrderLine): string | null {
  if (line.variant_name) return line.variant_name;
  if (line.choices.length > 0)
    return line.choices.map((choice) => `${choice.product_title}: ${choice.variant_name}`).join(', ');
  return null;
}

function Lines({ order }: { order: Order }) {
  const { currency } = order;
  return (
    <div className={styles['tableBox']}>
      <table className={styles['table']}>
        <caption className={styles['meta']}>What you ordered</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles['number']}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.title}
                {lineDetail(line) ? <div className={styles['meta']}>{lineDetail(line)}</div> : null}
                <div className={styles['meta']}>
                  {line.quantity} × {money(line.unit_minor, currency)}
                </div>
              </td>
              <td className={styles['number']}>{money(line.total_minor, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td className={styles['number']}>{money(order.subtotal_minor, currency)}</td>
          </tr>
          {order.discount_minor > 0 ? (
            <tr>
              <th scope="row">Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</th>
              <td className={styles['number']}>{money(-order.discount_minor, currency)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Shipping</th>
            <td className={styles['number']}>
              {order.shipping_minor > 0 ? money(order.shipping_minor, currency) : 'None'}
            </td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td className={styles['number']}>{money(order.total_minor, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * An order waiting for its payment, whatever became of the last try (declined, authentication
 * failed, the page left): pay it now, on its cart's checkout page, which resumes the same payment
 * (a deposit as its deposit); or give it up, which puts its books back in the cart.
 */
function AwaitingPayment({ order }: { order: Order }) {
  const giveUp = useGiveUpOrder(order.order_number);
  const [asked, setAsked] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked) confirm.current?.focus();
  }, [asked]);
  return (
    <section className={styles['card']} aria-label="Waiting for payment">
      <p>
        <strong>This order is waiting for its payment</strong>
        {order.payment_expires_at
          ? ` until ${formatMoment(order.payment_expires_at)}; after that it expires and its books go back on sale.`
          : '.'}{' '}
        {order.payment_mode === 'deposit' ? 'Paying now pays its deposit.' : null}
      </p>
      {giveUp.isError ? (
        <p role="alert" className={styles['error']}>
          {errorMessage(giveUp.error, 'The order could not be given up just now. Try again.')}
        </p>
      ) : null}
      {asked ? (
        <div className={styles['row']} role="group" aria-label="Give up this order?">
          <p>Give up this order? Nothing is charged, and its books go back to your cart.</p>
          <Button
            ref={confirm}
            variant="secondary"
            size="sm"
            onClick={() => giveUp.mutate()}
            disabled={giveUp.isPending}
          >
            {giveUp.isPending ? 'Giving up…' : 'Yes, give it up'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setAsked(false)} disabled={giveUp.isPending}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className={styles['actions']}>
          <AnchorButton href={checkoutPagePaths.checkout(order.cart_uid)} size="sm">
            Pay now
          </AnchorButton>
          <Button variant="secondary" size="sm" onClick={() => setAsked(true)}>
            Give up this order
          </Button>
        </div>
      )}
    </section>
  );
}

/** `/order/{order_number}`: the lines and totals, what is paid and owed, the seller, the event and its pickup code. */
export function OrderSummaryPage({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  if (!order) return null;
  const { currency } = order;
  const ownTitle = formOwnTitle(order);
  return (
    <>
      {order.status === 'pending_payment' ? <AwaitingPayment order={order} /> : null}
      {order.status === 'abandoned' ? (
        <p className={styles['card']}>
          You gave this order up before paying: nothing was charged, and its books went back to{' '}
          <Link to="/cart">your cart</Link>.
        </p>
      ) : null}
      <section className={styles['card']} aria-label="Payments">
        <MoneyFigures totals={order} label="What you paid and owe" />
        {order.refunded_minor > 0 ? <p>Refunded: {money(order.refunded_minor, currency)}</p> : null}
        {order.next_due ? (
          <div className={styles['row']}>
            <p>
              Next payment <strong>{money(order.next_due.amount_minor, currency)}</strong> due{' '}
              <strong>{formatDay(order.next_due.due_date)}</strong>
            </p>
            <AnchorButton href={instalmentPayPath(order.next_due.instalment_id)} size="sm">
              Pay now
            </AnchorButton>
          </div>
        ) : null}
      </section>
      <Lines order={order} />
      <section className={styles['card']} aria-label="Seller and event">
        <p>
          Sold by <strong>{order.seller.name}</strong> ({order.seller.kind})
          {ownTitle ? ` through their order form “${ownTitle}”` : ''}
        </p>
        {order.event ? (
          <p>
            For{' '}
            <Link to="/event/$slug" params={{ slug: order.event.slug }}>
              {order.event.title}
            </Link>
            , {formatEventDay(order.event.starts_at)}
          </p>
        ) : (
          <p className={styles['meta']}>Not tied to an event.</p>
        )}
      </section>
      {order.event && order.pickup_code ? <PickupCode code={order.pickup_code} eventTitle={order.event.title} /> : null}
    </>
  );
}
