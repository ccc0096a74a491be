import { useSessionMarker } from '@folio/auth';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { useQuery } from '@tanstack/react-query';
import { hasCartSession } from '../cart.session';
import { cartSummaryQueryOptions } from '../cart.queries';
import { totalQuantity } from '../cart-totals';
import { useCartSessionSync } from '../use-cart-session';
import styles from './cart-link.module.css';

/**
 * The units across all the visitor's carts (spec section 9), from the summary: nothing while it
 * loads, when it fails or when the carts are empty. A first-time guest (no `sess_id` cookie, not
 * signed in) has no carts: no request and no cookie until they add something, which fills the
 * summary and so wakes this up. Read as part of the link's name ("Cart (3 items)").
 */
export default function CartCount() {
  useQueryClientReady();
  const http = useHttp();
  useCartSessionSync();
  const signedIn = useSessionMarker();
  const { data } = useQuery({ ...cartSummaryQueryOptions(http), enabled: signedIn || hasCartSession() });
  const count = totalQuantity(data?.data);
  if (count === 0) return null;
  return (
    <span className={styles['count']}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden"> ({count === 1 ? '1 item' : `${count} items`})</span>
    </span>
  );
}
