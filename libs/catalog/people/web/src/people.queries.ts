import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import {
  fetchAuthor,
  fetchAuthors,
  fetchVendor,
  fetchVendors,
  type AuthorListParams,
  type VendorListParams,
} from './people.api';

/** Query keys of authors, vendors and readers (a seller's stores and a reader's page keep theirs under `all`). */
export const peopleKeys = {
  all: ['catalog', 'people'] as const,
  authorList: (params: AuthorListParams) => [...peopleKeys.all, 'authors', 'list', params] as const,
  author: (slug: string) => [...peopleKeys.all, 'authors', 'detail', slug] as const,
  vendorList: (params: VendorListParams) => [...peopleKeys.all, 'vendors', 'list', params] as const,
  vendor: (slug: string) => [...peopleKeys.all, 'vendors', 'detail', slug] as const,
};

export function authorListQueryOptions(http: HttpClient, params: AuthorListParams) {
  return queryOptions({
    queryKey: peopleKeys.authorList(params),
    queryFn: ({ signal }) => fetchAuthors(http, params, { signal }),
  });
}

export function authorQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: peopleKeys.author(slug),
    queryFn: ({ signal }) => fetchAuthor(http, slug, { signal }),
  });
}

export function vendorListQueryOptions(http: HttpClient, params: VendorListParams) {
  return queryOptions({
    queryKey: peopleKeys.vendorList(params),
    queryFn: ({ signal }) => fetchVendors(http, params, { signal }),
  });
}

export function vendorQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: peopleKeys.vendor(slug),
    queryFn: ({ signal }) => fetchVendor(http, slug, { signal }),
  });
}
