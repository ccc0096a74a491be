import { cartHead, CartPage } from '@folio/cart';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/**
 * /cart/{uid} (title Cart). Spec section 2: the parameter is named uid, and the added-to-cart
 * notice puts the cart id in it, so it is read as the cart id.
 */
export const Route = createFileRoute('/_default/cart/$uid/')({
  // Drawn without waiting for the query client: the cart loads and waits for it.
  staticData: { withoutQueryClient: true },
  loader: () => ({ head: cartHead() }),
  head: headFromLoader,
  component: CartRoute,
  // The loader only works out the head (see route-head.ts); it loads with the page.
});

function CartRoute() {
  return <CartPage cartId={Route.useParams().uid} />;
}
