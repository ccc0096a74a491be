import { cartCancelHead, CartCancelPage } from '@folio/cart';
import { createFileRoute } from '@tanstack/react-router';

/** /cart/{uid}/cancel: where a cancelled checkout comes back to; the cart is kept. */
export const Route = createFileRoute('/_default/cart/$uid/cancel')({
  head: () => cartCancelHead(),
  component: CartCancelRoute,
});

function CartCancelRoute() {
  return <CartCancelPage cartId={Route.useParams().uid} />;
}
