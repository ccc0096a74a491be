import type { HttpClient } from '@folio/http';
import type { CallOptions } from '@folio/catalog-kit';
import { eventPaths, OrderFormList, type OrderFormListQuery } from '@folio/events-contract';

export type OrderFormListParams = Partial<OrderFormListQuery>;
/** Whose stores: an author's or a vendor's. */
export type SellerKindPath = 'author' | 'vendor';

export function fetchSellerOrderForms(
  http: HttpClient,
  seller: SellerKindPath,
  slug: string,
  params: OrderFormListParams = {},
  call: CallOptions = {},
): Promise<OrderFormList> {
  const path = seller === 'author' ? eventPaths.authorOrderForms(slug) : eventPaths.vendorOrderForms(slug);
  return http.get(path, { ...call, schema: OrderFormList, searchParams: params });
}
