import { queryOptions } from '@tanstack/react-query';
import type { CatalogHttp } from '../shared/catalog-http';
import {
  fetchAuthor,
  fetchAuthors,
  fetchReader,
  fetchSellerOrderForms,
  fetchVendor,
  fetchVendors,
  type AuthorListParams,
  type OrderFormListParams,
  type SellerKindPath,
  type VendorListParams,
} from './people.api';

/** Query keys of authors, vendors and readers, and of sellers' stores. */
export const peopleKeys = {
  all: ['catalog', 'people'] as const,
  authorList: (params: AuthorListParams) => [...peopleKeys.all, 'authors', 'list', params] as const,
  author: (slug: string) => [...peopleKeys.all, 'authors', 'detail', slug] as const,
  vendorList: (params: VendorListParams) => [...peopleKeys.all, 'vendors', 'list', params] as const,
  vendor: (slug: string) => [...peopleKeys.all, 'vendors', 'detail', slug] as const,
  orderForms: (seller: SellerKindPath, slug: string, params: OrderFormListParams) =>
    [...peopleKeys.all, `${seller}s`, 'detail', slug, 'order-forms', params] as const,
  reader: (slug: string) => [...peopleKeys.all, 'readers', 'detail', slug] as const,
};

export function authorListQueryOptions(http: CatalogHttp, params: AuthorListParams) {
  return queryOptions({
    queryKey: peopleKeys.authorList(params),
    queryFn: ({ signal }) => fetchAuthors(http, params, { signal }),
  });
}

export function authorQueryOptions(http: CatalogHttp, slug: string) {
  return queryOptions({
    queryKey: peopleKeys.author(slug),
    queryFn: ({ signal }) => fetchAuthor(http, slug, { signal }),
  });
}

export function vendorListQueryOptions(http: CatalogHttp, params: VendorListParams) {
  return queryOptions({
    queryKey: peopleKeys.vendorList(params),
    queryFn: ({ signal }) => fetchVendors(http, params, { signal }),
  });
}

export function vendorQueryOptions(http: CatalogHttp, slug: string) {
  return queryOptions({
    queryKey: peopleKeys.vendor(slug),
    queryFn: ({ signal }) => fetchVendor(http, slug, { signal }),
  });
}

export function sellerOrderFormsQueryOptions(
  http: CatalogHttp,
  seller: SellerKindPath,
  slug: string,
  params: OrderFormListParams,
) {
  return queryOptions({
    queryKey: peopleKeys.orderForms(seller, slug, params),
    queryFn: ({ signal }) => fetchSellerOrderForms(http, seller, slug, params, { signal }),
  });
}

export function readerQueryOptions(http: CatalogHttp, slug: string) {
  return queryOptions({
    queryKey: peopleKeys.reader(slug),
    queryFn: ({ signal }) => fetchReader(http, slug, { signal }),
  });
}
