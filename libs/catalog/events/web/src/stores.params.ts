import type { OrderFormListParams } from './stores.api';
import type { StoresSearch } from './stores-search';

/** Order forms per page of a seller's stores. */
export const STORES_PAGE_SIZE = 12;

/** The API query behind a seller's stores view. */
export function storesListParams(search: StoresSearch): OrderFormListParams {
  return { status: search.status ?? 'open', page: search.page ?? 1, per_page: STORES_PAGE_SIZE };
}
