import type { CallOptions, CatalogHttp } from '@folio/catalog-kit';
import { searchPaths, SearchResponse } from '@folio/search-contract';

export interface SearchParams {
  q: string;
  /** Results per group, 1..20. */
  limit?: number;
}

export function fetchSearch(http: CatalogHttp, params: SearchParams, call: CallOptions = {}): Promise<SearchResponse> {
  return http.get(searchPaths.search(), { ...call, schema: SearchResponse, searchParams: { ...params } });
}
