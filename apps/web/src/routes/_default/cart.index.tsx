import { CartsPage, cartsHead } from '@folio/cart';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /cart: all the visitor's carts, grouped by event and seller (the page shows its own loading state in the layout). */
export const Route = createFileRoute('/_default/cart/')({
  // Drawn without waiting for the query client: the carts load and wait for it.
  staticData: { withoutQueryClient: true },
  loader: () => ({ head: cartsHead() }),
  head: headFromLoader,
  component: CartsPage,
  // The loader only works out the head (see route-head.ts); it loads with the page.
});
