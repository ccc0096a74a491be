import { cartHead, CartPage } from '@folio/cart';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /cart/{uid} (title Cart). Spec section 2: the parameter is named uid, and the added-to-cart
 * notice puts the cart id in it, so it is read as the cart id.
 */
export const Route = createFileRoute('/_default/cart/$uid/')({
  head: () => cartHead(),
  component: CartRoute,
});

function CartRoute() {
  return <CartPage cartId={Route.useParams().uid} />;
}
