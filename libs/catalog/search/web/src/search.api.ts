import type { HttpClient } from '@folio/http';
import type { CallOptions } from '@folio/catalog-kit';
import { searchPaths, SearchResponse } from '@folio/search-contract';

export interface SearchParams {
  q: string;
  /** Results per group, 1..20. */
  limit?: number;
}

export function fetchSearch(http: HttpClient, params: SearchParams, call: CallOptions = {}): Promise<SearchResponse> {
  return http.get(searchPaths.search(), { ...call, schema: SearchResponse, searchParams: { ...params } });
}
