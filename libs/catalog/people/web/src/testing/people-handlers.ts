import type { PaginationMeta } from '@folio/http-contract';
import {
  type AuthorProfile,
  type AuthorSummary,
  peoplePaths,
  type VendorProfile,
  type VendorSummary,
} from '@folio/people-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

interface Page<T> {
  data: T[];
  meta: PaginationMeta;
}

/** `GET` the authors list: answers `page` (`aPage([...])`) or an msw answer such as `apiError(…)`. */
export function authorsHandler(page: Page<AuthorSummary> | Response) {
  return api.get(peoplePaths.authors(), () => (page instanceof Response ? page : HttpResponse.json(page)));
}

/** `GET` the vendors list. */
export function vendorsHandler(page: Page<VendorSummary> | Response) {
  return api.get(peoplePaths.vendors(), () => (page instanceof Response ? page : HttpResponse.json(page)));
}

/** `GET` one author's profile at its slug. */
export function authorHandler(author: AuthorProfile) {
  return api.get(peoplePaths.author(author.slug), () => HttpResponse.json({ data: author }));
}

/** `GET` one vendor's profile at its slug. */
export function vendorHandler(vendor: VendorProfile) {
  return api.get(peoplePaths.vendor(vendor.slug), () => HttpResponse.json({ data: vendor }));
}
