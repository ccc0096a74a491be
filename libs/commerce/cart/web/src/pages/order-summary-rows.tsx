import type { Cart } from '@folio/cart-contract';
import { useHttp } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { cartOrderQueryOptions } from '../cart.queries';
import { money } from './cart-parts';
import styles from './order-summary-rows.module.css';

export interface OrderSummaryRowsProps {
  cart: Cart;
  /**
   * Whether a shipping row shows: the form ships (the cart page, the default), or the reader chose
   * to have the books shipped (checkout).
   */
  ships?: boolean | undefined;
  /** What the shipping row says while no rate is chosen. */
  shippingToChoose?: string | undefined;
  /** A row for the deposit, when the form would take one for this order (the cart page). */
  withDeposit?: boolean | undefined;
}

/**
 * What an order of the cart comes to now (`GET order` of the cart): subtotal, any discount,
 * shipping, the total and, when asked, the deposit, in the form's currency; a skeleton while it is
 * worked out and a line when it cannot be. The cart page's summary and the checkout's.
 */
export function OrderSummaryRows({
  cart,
  ships = cart.order_form.fulfilment.shipping,
  shippingToChoose = 'Chosen at checkout',
  withDeposit = false,
}: OrderSummaryRowsProps) {
  const http = useHttp();
  const order = useQuery(cartOrderQueryOptions(http, cart.id));
  const preview = order.data?.data;
  if (!preview) {
    return order.isError ? (
      <p className={styles['meta']}>The order total could not be worked out just now.</p>
    ) : (
      <div role="status" aria-label="Working out the total" className={styles['skeleton']} />
    );
  }
  return (
    <dl className={styles['totals']}>
      <dt>Subtotal</dt>
      <dd>{money(preview.subtotal_minor, preview.currency)}</dd>
      {preview.discount_minor > 0 ? (
        <>
          <dt>Discount</dt>
          <dd>{money(-preview.discount_minor, preview.currency)}</dd>
        </>
      ) : null}
      {ships ? (
        <>
          <dt>Shipping</dt>
          <dd>{cart.shipping ? money(preview.shipping_minor, preview.currency) : shippingToChoose}</dd>
        </>
      ) : null}
      <dt className={styles['total']}>Total</dt>
      <dd className={styles['total']}>{money(preview.total_minor, preview.currency)}</dd>
      {withDeposit && preview.deposit ? (
        <>
          <dt>Deposit ({preview.deposit.percent}%)</dt>
          <dd>{money(preview.deposit.amount_minor, preview.currency)}</dd>
        </>
      ) : null}
    </dl>
  );
}
