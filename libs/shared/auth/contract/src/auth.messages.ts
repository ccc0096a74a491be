/** Length rules shared by the forms and the server. */
export const MIN_PASSWORD_LENGTH = 12;
/** An upper bound keeps hashing cost bounded; long passphrases still fit. */
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/**
 * Every human text the identity API answers with (the account area and notifications add their
 * own in their contracts), Laravel's wording where Laravel has one.
 * The client may show them as they are.
 */
export const AuthMessages = {
  // Field validation (422, per field).
  required: (field: string) => `The ${field} field is required.`,
  emailInvalid: 'The email field must be a valid email address.',
  tooLong: (field: string, max: number) => `The ${field} field must not be greater than ${max} characters.`,
  passwordTooShort: `The password field must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `The password field must not be greater than ${MAX_PASSWORD_LENGTH} characters.`,
  passwordConfirmation: 'The password field confirmation does not match.',
  passwordCommon: 'This password is too common. Please choose a different password.',
  emailTaken: 'The email has already been taken.',
  // Outcomes.
  failed: 'These credentials do not match our records.',
  throttle: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  /** 429 `challenge_required`: the network is past its limit; a person passes the bot check and goes on. */
  challengeToSignIn:
    'Many sign-ins have failed from this network. Please complete the check that you are not a robot to sign in.',
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  resetLinkSent: 'If an account exists for that email address, we have emailed a password reset link.',
  resetTokenInvalid: 'This password reset token is invalid.',
  passwordReset: 'Your password has been reset.',
  verificationLinkSent: 'A new verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  emailVerified: 'Your email address has been verified.',
  verifyTokenInvalid: 'This verification link is invalid or has expired.',
  unauthenticated: 'Unauthenticated.',
  emailUnverified: 'Your email address is not verified.',
  ssoAuthenticated: 'Authenticated',
  ssoFailed: 'Authentication failed',
  mailUnavailable: 'We could not send the email right now. Please try again in a few minutes.',
  // Bot protection on registration (422 on `challenge_token`), when it is configured.
  challengeMissing: 'Please complete the check that you are not a robot, then try again.',
  challengeFailed: 'We could not confirm that you are not a robot. Please try again.',
} as const;

/** Error codes the accounts API adds to those of `@folio/http-contract`. */
export const AuthErrorCode = {
  /** 401 from `POST /api/sso/validate`: a bad, expired, reused or unknown-account ticket. */
  SsoFailed: 'sso_failed',
  /** 422 from `DELETE /api/user/sessions/{id}` naming the session of the request itself (sign out instead). */
  CurrentSession: 'current_session',
} as const;
