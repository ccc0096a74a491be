// Public API of @folio/server-kit: what every Hono sub-app and the API shell share.
export {
  ApiError,
  type ErrorStatus,
  notFound,
  badRequest,
  validationFailed,
  nullIfNotFound,
  serviceBusy,
  tooManyRequests,
} from './api-error.js';
export type { BaseEnv, BaseVariables } from './app-env.js';
export {
  errorAnswer,
  errorHandler,
  isDatabaseUnavailable,
  notFoundHandler,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  type ErrorAnswer,
} from './error-handler.js';
export { compressResponses, preferredEncoding, COMPRESS_MIN_BYTES, type ContentEncoding } from './compress.js';
export { jsonBody, DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH } from './json-body.js';
export { createLogger, type Logger } from './logger.js';
export { requestLogger } from './request-logger.js';
export { responseHeaders, type SecurityHeaderOptions } from './response-headers.js';
export { validate, issuesToFieldErrors } from './validate.js';
export { isUuid } from './uuid.js';
export {
  pageDataResolver,
  pageDataRoute,
  pageHeadResolver,
  scriptSafeJson,
  withPageData,
  withPublicConfig,
  withPageHead,
  type PageData,
  type PageDataResolver,
  type PageDataRoute,
  type PageHeadResolver,
  type PageHeadRoute,
} from './html-head.js';
export { robotsTxt, sitemapRoutes, sitemapXml, type SitemapEntry, type SitemapSource } from './sitemap.js';
export { coverSvg, type CoverInput } from './svg/cover.svg.js';
export { avatarSvg, initialsOf } from './svg/avatar.svg.js';
export { imageVersion } from './svg/image-version.js';
export { svgIdOf, svgResponse, type GeneratedImage } from './svg-response.js';
export { crashPoints, killNow, noCrash, type CrashPoint } from './crash-point.js';
