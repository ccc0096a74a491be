import type { Cart } from '@folio/cart-contract';
import { cartPagePaths } from '@folio/cart-contract';
import { errorStatus } from '@folio/http';
import { formBesideSeller, formNamesOf } from '@folio/order-forms-contract';
import { BookIcon, EmptyState, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';
import type { ReactNode } from 'react';
import { useCheckoutCart } from '../use-checkout-cart';
import { LoadError, Skeleton } from './checkout-parts';

/**
 * A checkout screen of one cart: the heading band, then the body once the cart is found, a
 * not-found state (another reader's cart reads as none), an error with a retry, or a skeleton.
 */
export function CartFrame({
  uid,
  title,
  lead,
  children,
}: {
  uid: string;
  title: string;
  lead?: ReactNode;
  children: (cart: Cart) => ReactNode;
}) {
  const { cart, error, isError, retry } = useCheckoutCart(uid);
  return (
    <>
      <PageHeading
        eyebrow={cart?.order_form.seller.name}
        title={title}
        lead={cart ? <p>{formLead(cart.order_form)}</p> : lead}
      />
      <PageBody>
        {cart ? (
          children(cart)
        ) : isError ? (
          errorStatus(error) === 404 ? (
            <EmptyState
              title="This cart could not be found"
              icon={<BookIcon />}
              actions={<LinkButton to={cartPagePaths.all}>See your carts</LinkButton>}
            >
              <p>It may have been emptied, ordered already, or it belongs to another reader.</p>
            </EmptyState>
          ) : (
            <LoadError title="Your cart could not be loaded." error={error} onRetry={retry} />
          )
        ) : (
          <Skeleton label="Loading your cart" />
        )}
      </PageBody>
    </>
  );
}

/** The form under its seller's name (the eyebrow), each name once: "Toronto Readers' Weekend" for "Logan Moss at Toronto Readers' Weekend". */
export function formLead(form: Cart['order_form']): string {
  return formBesideSeller(formNamesOf(form));
}

/** A cart with nothing in it has nothing to pay. */
export function NothingToPay() {
  return (
    <EmptyState
      title="Your cart is empty"
      icon={<BookIcon />}
      actions={<LinkButton to="/events">Browse events</LinkButton>}
    >
      <p>There is nothing to pay in this cart.</p>
    </EmptyState>
  );
}
