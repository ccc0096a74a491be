import * as v from 'valibot';

/**
 * Every error code the API answers with. The client's rules (spec section 8) key off the HTTP
 * status; the code tells callers and logs which of several causes behind one status it was.
 */
export const ErrorCode = {
  NotFound: 'not_found',
  MalformedJson: 'malformed_json',
  MalformedRequest: 'malformed_request',
  HeadersTooLarge: 'headers_too_large',
  RequestTimeout: 'request_timeout',
  InvalidInput: 'invalid_input',
  ValidationFailed: 'validation_failed',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  CsrfTokenMismatch: 'csrf_token_mismatch',
  Unauthenticated: 'unauthenticated',
  EmailUnverified: 'email_unverified',
  Forbidden: 'forbidden',
  Conflict: 'conflict',
  TooManyRequests: 'too_many_requests',
  /** Over a limit, but a person who passes the bot challenge may go on (send its token). */
  ChallengeRequired: 'challenge_required',
  MethodNotAllowed: 'method_not_allowed',
  ServiceUnavailable: 'service_unavailable',
  InternalError: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The body of every error response. */
export const ErrorBody = v.object({
  message: v.string(),
  code: v.string(),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** 422 answers add the Laravel-style field errors. */
export const ValidationErrorBody = v.object({
  message: v.string(),
  code: v.literal(ErrorCode.ValidationFailed),
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationErrorBody = v.InferOutput<typeof ValidationErrorBody>;

/** The exact message Laravel answers a CSRF failure with; the client's retry rule depends on 419. */
export const CSRF_MISMATCH_MESSAGE = 'CSRF token mismatch.';
