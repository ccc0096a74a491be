/** The prefix every catalog route shares, whichever catalog domain serves it. */
export const CATALOG_BASE_PATH = '/api/catalog';

/** A path segment, encoded: slugs and ids are encoded by the path builders so callers never build them. */
export const pathSegment = (value: string): string => encodeURIComponent(value);

/** `?v={version}` for a generated picture's address, or nothing without a version. */
export const versionQuery = (version: string | undefined): string =>
  version ? `?v=${encodeURIComponent(version)}` : '';
