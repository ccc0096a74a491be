import type { HttpClient } from '@folio/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchSearch, type SearchParams } from './search.api';

export const searchKeys = {
  all: ['catalog', 'search'] as const,
  results: (params: SearchParams) => [...searchKeys.all, params] as const,
};

/** Search results; while the next query loads, the previous results stay on screen. */
export function searchQueryOptions(http: HttpClient, params: SearchParams) {
  return queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: ({ signal }) => fetchSearch(http, params, { signal }),
    enabled: params.q.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
