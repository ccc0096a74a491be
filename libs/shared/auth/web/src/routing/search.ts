import * as v from 'valibot';

/**
 * Search parameters of the sign-in routes and of `/account/social` (what the social callback sets). The router parses values as JSON first,
 * so a numeric-looking value arrives as a number: text fields take either and keep the text. A
 * value that does not fit is dropped rather than failing the page. One transform with the check in
 * plain code: every valibot action used here adds its code to every page's entry (quality bar F1).
 */
const text = v.optional(v.pipe(v.unknown(), v.transform(asText)));

function asText(value: unknown): string | undefined {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
}

/** `?redirect=`: where to go after signing in (checked with `safeRedirect` before use). */
export const RedirectSearch = v.object({ redirect: text });

/** `/password-reset?token=…&email=…`. */
export const PasswordResetSearch = v.object({ token: text, email: text });

/** `/verify-email[?token=…]`. */
export const VerifyEmailSearch = v.object({ token: text });

/** `/sso-callback?ticket=…[&redirect=…]`. */
export const SsoCallbackSearch = v.object({ ticket: text, redirect: text });

/** Landing pages: `intended` (what the API's social callback sets) or `redirect`. */
export const LandingSearch = v.object({ intended: text, redirect: text });

/** `/auth/social-error?reason=…`. */
export const SocialErrorSearch = v.object({ reason: text });

/** `/account/social[?connected=google|?error=reason]`. */
export const SocialAccountsSearch = v.object({ connected: text, error: text });
