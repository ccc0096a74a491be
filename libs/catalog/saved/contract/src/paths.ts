import { CATALOG_BASE_PATH, pathSegment as seg } from '@folio/catalog-kit-contract';

const base = `${CATALOG_BASE_PATH}/saved`;

/** URL paths of the saved-items API; kinds and ids are encoded here so callers never build them. */
export const savedPaths = {
  saved: () => base,
  savedItem: (kind: string, id: string) => `${base}/${seg(kind)}/${seg(id)}`,
  savedMerge: () => `${base}/merge`,
  savedResolve: () => `${base}/resolve`,
} as const;
