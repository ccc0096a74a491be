import { useSessionState } from '@folio/auth';
import type { Cart } from '@folio/cart-contract';
import { checkoutPagePaths } from '@folio/checkout-contract';
import { useHttp } from '@folio/http/router';
import { LinkButton } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { cartOrderQueryOptions } from '../cart.queries';
import styles from './cart.module.css';

/**
 * "Checkout" and, when the preview offers a deposit, "Pay a deposit" (issue 12's screens). A guest
 * goes to sign in first and comes back to the screen they chose.
 */
export function CheckoutActions({ cart }: { cart: Cart }) {
  const http = useHttp();
  const session = useSessionState();
  const preview = useQuery(cartOrderQueryOptions(http, cart.id)).data?.data;
  const guest = session === 'guest';
  const target = (path: string) => (guest ? { to: '/login', search: { redirect: path } } : { to: path });
  return (
    <div className={styles['row']}>
      <LinkButton {...target(checkoutPagePaths.checkout(cart.cart_uid))}>
        {guest ? 'Sign in to check out' : 'Checkout'}
      </LinkButton>
      {preview?.deposit ? (
        <LinkButton variant="secondary" {...target(checkoutPagePaths.deposit(cart.cart_uid))}>
          {guest ? 'Sign in to pay a deposit' : 'Pay a deposit'}
        </LinkButton>
      ) : null}
    </div>
  );
}
