import { catalogPaths, SearchResponse } from '@folio/catalog-contract';
import type { CallOptions, CatalogHttp } from '../shared/catalog-http';

export interface SearchParams {
  q: string;
  /** Results per group, 1..20. */
  limit?: number;
}

export function fetchSearch(http: CatalogHttp, params: SearchParams, call: CallOptions = {}): Promise<SearchResponse> {
  return http.get(catalogPaths.search(), { ...call, schema: SearchResponse, searchParams: { ...params } });
}
