// Public API of @folio/http: the shared browser HTTP client and its typed errors.
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpHooks,
  type RequestOptions,
} from './http-client.js';
export {
  HttpError,
  ValidationError,
  CsrfError,
  NetworkError,
  ResponseShapeError,
  CSRF_FAILURE_MESSAGE,
  isHttpError,
} from './errors.js';
export { BEARER_TOKEN_KEY, readBearerToken } from './storage.js';
export {
  errorCode,
  errorMessage,
  errorStatus,
  isHttpErrorLike,
  isNetworkError,
  validationErrorsOf,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './error-message.js';
