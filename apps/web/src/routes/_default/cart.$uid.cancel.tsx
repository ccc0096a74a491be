import { cartCancelHead, CartCancelPage } from '@folio/cart';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /cart/{uid}/cancel: where a cancelled checkout comes back to; the cart is kept. */
export const Route = createFileRoute('/_default/cart/$uid/cancel')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  loader: () => ({ head: cartCancelHead() }),
  head: headFromLoader,
  component: CartCancelRoute,
  // The loader only works out the head (see route-head.ts); it loads with the page.
});

function CartCancelRoute() {
  return <CartCancelPage cartId={Route.useParams().uid} />;
}
