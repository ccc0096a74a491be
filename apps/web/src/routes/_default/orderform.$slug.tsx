import { useAddToCart } from '@folio/cart';
import {
  orderFormHead,
  OrderFormPage,
  OrderFormPageSkeleton,
  orderFormQueryOptions,
} from '@folio/order-forms';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /orderform/{slug}: one seller's order form (private ones too: the link is the key). An unknown
 * slug is the API's 404, which the shell's error screen shows as not found.
 */
export const Route = createFileRoute('/_default/orderform/$slug')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(orderFormQueryOptions(http, params.slug)),
  head: ({ loaderData }) => orderFormHead(loaderData?.data),
  pendingComponent: OrderFormPageSkeleton,
  component: OrderFormRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function OrderFormRoute() {
  const { addProduct, addBundle } = useAddToCart();
  return <OrderFormPage slug={Route.useParams().slug} onAddProduct={addProduct} onAddBundle={addBundle} />;
}
