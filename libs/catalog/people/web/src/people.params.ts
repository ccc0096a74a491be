import { GRID_PAGE_SIZE } from '@folio/catalog-kit';
import type { AuthorListParams, VendorListParams } from './people.api';
import type { AuthorsSearch, VendorsSearch } from './people-search';

/** The API query behind /authors for that address. */
export function authorsListParams(search: AuthorsSearch): AuthorListParams {
  return { genre: search.genre, q: search.q, page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}

/** The API query behind /vendors for that address. */
export function vendorsListParams(search: VendorsSearch): VendorListParams {
  return { kind: search.kind, q: search.q, page: search.page ?? 1, per_page: GRID_PAGE_SIZE };
}
