import { CATALOG_BASE_PATH } from '@folio/catalog-kit-contract';

/** URL paths of the search API. */
export const searchPaths = {
  search: () => `${CATALOG_BASE_PATH}/search`,
} as const;
