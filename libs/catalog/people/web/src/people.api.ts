import type { HttpClient } from '@folio/http';
import type { CallOptions } from '@folio/catalog-kit';
import {
  AuthorList,
  type AuthorListQuery,
  AuthorProfileResponse,
  peoplePaths,
  VendorList,
  type VendorListQuery,
  VendorProfileResponse,
} from '@folio/people-contract';

export type AuthorListParams = Partial<AuthorListQuery>;
export type VendorListParams = Partial<VendorListQuery>;

export function fetchAuthors(
  http: HttpClient,
  params: AuthorListParams = {},
  call: CallOptions = {},
): Promise<AuthorList> {
  return http.get(peoplePaths.authors(), { ...call, schema: AuthorList, searchParams: params });
}

export function fetchAuthor(http: HttpClient, slug: string, call: CallOptions = {}): Promise<AuthorProfileResponse> {
  return http.get(peoplePaths.author(slug), { ...call, schema: AuthorProfileResponse });
}

export function fetchVendors(
  http: HttpClient,
  params: VendorListParams = {},
  call: CallOptions = {},
): Promise<VendorList> {
  return http.get(peoplePaths.vendors(), { ...call, schema: VendorList, searchParams: params });
}

export function fetchVendor(http: HttpClient, slug: string, call: CallOptions = {}): Promise<VendorProfileResponse> {
  return http.get(peoplePaths.vendor(slug), { ...call, schema: VendorProfileResponse });
}
