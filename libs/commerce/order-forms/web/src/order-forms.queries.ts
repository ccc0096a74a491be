import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchOrderForm } from './order-forms.api';

export const orderFormKeys = {
  all: ['commerce', 'order-forms'] as const,
  detail: (slug: string) => [...orderFormKeys.all, 'detail', slug] as const,
};

/**
 * One order form by its slug. Stock and the closed flag change while a reader looks, so it is
 * fresh for half a minute only: coming back to the page shows the stock as it is now.
 */
export function orderFormQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: orderFormKeys.detail(slug),
    queryFn: ({ signal }) => fetchOrderForm(http, slug, { signal }),
    staleTime: 30_000,
  });
}
