import {
  AuthorList,
  AuthorProfileResponse,
  catalogPaths,
  OrderFormList,
  ReaderProfileResponse,
  VendorList,
  VendorProfileResponse,
  type AuthorListQuery,
  type OrderFormListQuery,
  type VendorListQuery,
} from '@folio/catalog-contract';
import type { CallOptions, CatalogHttp } from '../shared/catalog-http';

export type AuthorListParams = Partial<AuthorListQuery>;
export type VendorListParams = Partial<VendorListQuery>;
export type OrderFormListParams = Partial<OrderFormListQuery>;
/** Whose stores: an author's or a vendor's. */
export type SellerKindPath = 'author' | 'vendor';

export function fetchAuthors(
  http: CatalogHttp,
  params: AuthorListParams = {},
  call: CallOptions = {},
): Promise<AuthorList> {
  return http.get(catalogPaths.authors(), { ...call, schema: AuthorList, searchParams: params });
}

export function fetchAuthor(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<AuthorProfileResponse> {
  return http.get(catalogPaths.author(slug), { ...call, schema: AuthorProfileResponse });
}

export function fetchVendors(
  http: CatalogHttp,
  params: VendorListParams = {},
  call: CallOptions = {},
): Promise<VendorList> {
  return http.get(catalogPaths.vendors(), { ...call, schema: VendorList, searchParams: params });
}

export function fetchVendor(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<VendorProfileResponse> {
  return http.get(catalogPaths.vendor(slug), { ...call, schema: VendorProfileResponse });
}

export function fetchSellerOrderForms(
  http: CatalogHttp,
  seller: SellerKindPath,
  slug: string,
  params: OrderFormListParams = {},
  call: CallOptions = {},
): Promise<OrderFormList> {
  const path = seller === 'author' ? catalogPaths.authorOrderForms(slug) : catalogPaths.vendorOrderForms(slug);
  return http.get(path, { ...call, schema: OrderFormList, searchParams: params });
}

export function fetchReader(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<ReaderProfileResponse> {
  return http.get(catalogPaths.reader(slug), { ...call, schema: ReaderProfileResponse });
}
