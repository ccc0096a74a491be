import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchAuthors, fetchVendors, type AuthorListParams, type VendorListParams } from './people.api';

/** Query keys of the authors and vendors lists (a seller's stores and a reader's page keep theirs under `all`). */
export const peopleKeys = {
  all: ['catalog', 'people'] as const,
  authorList: (params: AuthorListParams) => [...peopleKeys.all, 'authors', 'list', params] as const,
  vendorList: (params: VendorListParams) => [...peopleKeys.all, 'vendors', 'list', params] as const,
};

export function authorListQueryOptions(http: HttpClient, params: AuthorListParams) {
  return queryOptions({
    queryKey: peopleKeys.authorList(params),
    queryFn: ({ signal }) => fetchAuthors(http, params, { signal }),
  });
}

export function vendorListQueryOptions(http: HttpClient, params: VendorListParams) {
  return queryOptions({
    queryKey: peopleKeys.vendorList(params),
    queryFn: ({ signal }) => fetchVendors(http, params, { signal }),
  });
}
