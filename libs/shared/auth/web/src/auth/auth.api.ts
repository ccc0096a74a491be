import type { HttpClient } from '@folio/http';
import {
  AuthPaths,
  AuthResult,
  FacebookAutoLoginResult,
  MessageResponse,
  SocialProviderList,
  SsoValidateResult,
  type FacebookAutoLoginInput,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SocialProvider,
  type User,
} from '@folio/auth-contract';
import * as v from 'valibot';

/** `POST /login`: 422 on `email` for bad credentials, 429 when throttled. */
export async function login(http: HttpClient, input: LoginInput): Promise<User> {
  return (await http.post(AuthPaths.login, { json: input, schema: AuthResult, skipUnauthorizedHandling: true })).user;
}

/** `POST /register`: signed in at once, e-mail unverified, a verification link on its way. */
export async function register(http: HttpClient, input: RegisterInput): Promise<User> {
  return (await http.post(AuthPaths.register, { json: input, schema: AuthResult })).user;
}

/** `POST /logout`: ends the session on the server. */
export async function logout(http: HttpClient): Promise<void> {
  await http.post(AuthPaths.logout, { skipUnauthorizedHandling: true, skipUnverifiedHandling: true });
}

/** `POST /forgot-password`: the same answer whether or not the address has an account. */
export async function forgotPassword(http: HttpClient, input: ForgotPasswordInput): Promise<string> {
  return (await http.post(AuthPaths.forgotPassword, { json: input, schema: MessageResponse })).message;
}

/** `POST /reset-password`: signs in with the new password and ends every other session. */
export async function resetPassword(http: HttpClient, input: ResetPasswordInput): Promise<User> {
  return (await http.post(AuthPaths.resetPassword, { json: input, schema: AuthResult })).user;
}

/** `POST /email/verification-notification`: 202 sent, or 200 when already verified (the message says which). */
export async function resendVerification(http: HttpClient): Promise<string> {
  return (
    await http.post(AuthPaths.verificationNotification, {
      json: {},
      schema: MessageResponse,
      skipUnverifiedHandling: true,
    })
  ).message;
}

/** `POST /api/email/verify {token}`: works without a session; 422 on `token` when it is no good. */
export async function verifyEmail(http: HttpClient, token: string): Promise<string> {
  return (
    await http.post(AuthPaths.verifyEmail, {
      json: { token },
      schema: MessageResponse,
      skipUnauthorizedHandling: true,
      skipUnverifiedHandling: true,
    })
  ).message;
}

/**
 * `POST /api/sso/validate {ticket}`. The server answers a bad ticket with 401, which must not
 * clear the session and open the sign-in page: the page shows the message instead.
 */
export function validateSsoTicket(http: HttpClient, ticket: string): Promise<SsoValidateResult> {
  return http.post(AuthPaths.ssoValidate, {
    json: { ticket },
    schema: SsoValidateResult,
    skipUnauthorizedHandling: true,
    skipUnverifiedHandling: true,
  });
}

/** `POST /api/auth/facebook/auto-login`; refusals are 200 `{success: false}`. */
export function facebookAutoLogin(http: HttpClient, input: FacebookAutoLoginInput): Promise<FacebookAutoLoginResult> {
  return http.post(AuthPaths.facebookAutoLogin, {
    json: input,
    schema: FacebookAutoLoginResult,
    skipUnauthorizedHandling: true,
    skipUnverifiedHandling: true,
  });
}

/** `GET /api/auth/providers`: only these get a button. */
export async function fetchSocialProviders(http: HttpClient, signal?: AbortSignal): Promise<SocialProvider[]> {
  return (await http.get(AuthPaths.socialProviders, { schema: SocialProviderList, signal })).data;
}

/** Read leniently: a missing or empty `url` is reported by name rather than as a shape error. */
const RedirectAnswer = v.looseObject({ url: v.optional(v.nullable(v.string())) });

/** Spec section 8: the text when a redirect endpoint answers without a URL. */
export const noRedirectUrlMessage = (provider: string) => `No redirect URL returned from API for ${provider}`;

/** A redirect endpoint answered without a URL; its message is the one the spec gives the user. */
export class NoRedirectUrlError extends Error {
  override name = 'NoRedirectUrlError';
}

async function redirectUrl(
  http: HttpClient,
  path: string,
  provider: string,
  searchParams?: Record<string, string | undefined>,
) {
  const answer = await http.get(path, { schema: RedirectAnswer, ...(searchParams ? { searchParams } : {}) });
  if (!answer.url) throw new NoRedirectUrlError(noRedirectUrlMessage(provider));
  return answer.url;
}

/** `GET /api/auth/{provider}/redirect/user[?intended=]`: where to send the browser to sign in. */
export function socialSignInUrl(http: HttpClient, provider: SocialProvider, intended?: string): Promise<string> {
  return redirectUrl(http, AuthPaths.socialRedirect(provider), provider, { intended });
}

/** `GET /api/social/{provider}/connect/user`: where to send the browser to connect an account. */
export function socialConnectUrl(http: HttpClient, provider: SocialProvider): Promise<string> {
  return redirectUrl(http, AuthPaths.socialConnect(provider), provider);
}
