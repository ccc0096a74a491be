// Public API of @folio/http-contract: the wire shapes shared by the API and the browser client.
export { CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME, UNSAFE_METHODS } from './csrf.js';
export {
  ErrorCode,
  ErrorBody,
  ValidationErrorBody,
  CSRF_MISMATCH_MESSAGE,
} from './error.schema.js';
export {
  PaginationMeta,
  PageQuery,
  paginated,
  wholeNumberQuery,
} from './pagination.schema.js';
export { MAX_PAGE, MAX_PER_PAGE, DEFAULT_PER_PAGE } from './pagination-limits.js';
export { Health, HEALTH_PATH } from './health.schema.js';
export { pageTitle, summarize, SITE_NAME, type PageHeadInput } from './page-head.js';
export { PAGE_DATA_ELEMENT_ID } from './page-data.js';
export { PUBLIC_CONFIG_ELEMENT_ID } from './public-config.js';
export { PublicConfig, PUBLIC_CONFIG_OFF } from './public-config.schema.js';
