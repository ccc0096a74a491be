import { useAddToCart } from '@folio/cart';
import {
  orderFormHead,
  OrderFormPage,
  OrderFormPageSkeleton,
  orderFormQueryOptions,
} from '@folio/order-forms';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/**
 * /orderform/{slug}: one seller's order form (private ones too: the link is the key). An unknown
 * slug is the API's 404, which the shell's error screen shows as not found.
 */
export const Route = createFileRoute('/_default/orderform/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(orderFormQueryOptions(http, params.slug));
    return { head: orderFormHead(data) };
  },
  head: headFromLoader,
  pendingComponent: OrderFormPageSkeleton,
  component: OrderFormRoute,
});

function OrderFormRoute() {
  const { addProduct, addBundle } = useAddToCart();
  return <OrderFormPage slug={Route.useParams().slug} onAddProduct={addProduct} onAddBundle={addBundle} />;
}
