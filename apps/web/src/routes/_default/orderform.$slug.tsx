import { useDeferredAddToCart } from '@folio/cart';
import { loadOrderForm, orderFormHead, OrderFormPage, OrderFormPageSkeleton } from '@folio/order-forms';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/**
 * /orderform/{slug}: one seller's order form (private ones too: the link is the key). An unknown
 * slug is the API's 404, which the shell's error screen shows as not found.
 */
export const Route = createFileRoute('/_default/orderform/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadOrderForm(http, params.slug);
    return { form: data, head: orderFormHead(data) };
  },
  head: headFromLoader,
  pendingComponent: OrderFormPageSkeleton,
  component: OrderFormRoute,
  // Drawn from the page data in the HTML on a first visit; adding to the cart waits for the query client.
  staticData: { withoutQueryClient: true },
});

function OrderFormRoute() {
  const { adder, bridge } = useDeferredAddToCart();
  return (
    <>
      {bridge}
      <OrderFormPage form={Route.useLoaderData().form} onAddProduct={adder.addProduct} onAddBundle={adder.addBundle} />
    </>
  );
}
