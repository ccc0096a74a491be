import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchSellerOrderForms, type OrderFormListParams, type SellerKindPath } from './stores.api';

/** Query keys of sellers' stores (under the people keys' prefix, where a seller's page keeps its data). */
export const storeKeys = {
  orderForms: (seller: SellerKindPath, slug: string, params: OrderFormListParams) =>
    ['catalog', 'people', `${seller}s`, 'detail', slug, 'order-forms', params] as const,
};

export function sellerOrderFormsQueryOptions(
  http: HttpClient,
  seller: SellerKindPath,
  slug: string,
  params: OrderFormListParams,
) {
  return queryOptions({
    queryKey: storeKeys.orderForms(seller, slug, params),
    queryFn: ({ signal }) => fetchSellerOrderForms(http, seller, slug, params, { signal }),
  });
}
