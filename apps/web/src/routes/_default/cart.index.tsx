import { CartsPage, cartsHead } from '@folio/cart';
import { createFileRoute } from '@tanstack/react-router';

/** /cart: all the visitor's carts, grouped by event and seller (the page shows its own loading state in the layout). */
export const Route = createFileRoute('/_default/cart/')({
  head: () => cartsHead(),
  component: CartsPage,
});
