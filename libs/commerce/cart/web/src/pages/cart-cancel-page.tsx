import { EmptyState, LinkButton, PageBody, PageHeading } from '@folio/ui-kit';

/**
 * `/cart/{uid}/cancel`: where a cancelled checkout comes back to. Nothing was charged and the cart
 * is kept as it was; the way on is back to the cart.
 */
export function CartCancelPage({ cartId }: { cartId: string }) {
  return (
    <>
      <PageHeading title="Checkout cancelled" />
      <PageBody>
        <EmptyState
          title="Nothing was charged"
          actions={
            <>
              <LinkButton to="/cart/$uid" params={{ uid: cartId }}>
                Back to your cart
              </LinkButton>
              <LinkButton to="/cart" variant="secondary">
                All your carts
              </LinkButton>
            </>
          }
        >
          <p>
            You left checkout before paying. Your cart is kept just as it was, so you can pick up where you stopped.
          </p>
        </EmptyState>
      </PageBody>
    </>
  );
}
