import {
  orderFormHead,
  OrderFormPage,
  OrderFormPageSkeleton,
  orderFormQueryOptions,
  type AddBundleInput,
  type AddProductInput,
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
  codeSplitGroupings: [['loader', 'component']],
});

// TODO-LEAD: at merge, delete this placeholder and `import { useAddToCart } from '@folio/cart';`
// (the cart helper's hook: it adds, and toasts on success and failure itself). @folio/cart is still
// empty on this branch, so adding does nothing here yet.
function useAddToCart() {
  return {
    addProduct: async (_input: AddProductInput): Promise<void> => undefined,
    addBundle: async (_input: AddBundleInput): Promise<void> => undefined,
  };
}

function OrderFormRoute() {
  const { addProduct, addBundle } = useAddToCart();
  return <OrderFormPage slug={Route.useParams().slug} onAddProduct={addProduct} onAddBundle={addBundle} />;
}
