// Public API of @folio/catalog-kit-contract: the wire pieces every catalog domain's contract shares.
export {
  Id,
  Slug,
  SLUG_PATTERN,
  MAX_SLUG_LENGTH,
  IsoDateTime,
  IsoDate,
  CountryCode,
  CurrencyCode,
  Url,
  SocialLink,
  single,
} from './common.schema.js';
export {
  slugFilter,
  textFilter,
  sortBy,
  sortOrder,
  booleanFlag,
  MAX_QUERY_LENGTH,
} from './query-params.schema.js';
export { CATALOG_BASE_PATH, pathSegment, versionQuery } from './paths.js';
