import { SSO_ERROR_MESSAGE, SSO_FAILED_MESSAGE } from './sso-messages';
import {
  AuthMessages,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
} from '@folio/auth-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@folio/http/router';
import { clearSession } from '../session/session';
import { completeSignIn, refreshSession } from '../session/session-refresh';
import { sessionStore } from '../session/session.storage';
import {
  facebookAutoLogin,
  forgotPassword,
  login,
  logout,
  register,
  resendVerification,
  resetPassword,
  validateSsoTicket,
  verifyEmail,
} from './auth.api';

/** The session helpers bound to this app's query client and http client. */
function useSessionContext() {
  return { queryClient: useQueryClient(), http: useHttp() };
}

/** `POST /login`, then the markers and a refresh. */
export function useLogin() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async (input: LoginInput) => completeSignIn(context, { user: await login(context.http, input) }),
  });
}

/** `POST /register`: signed in (unverified), then the markers and a refresh. */
export function useRegister() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async (input: RegisterInput) => completeSignIn(context, { user: await register(context.http, input) }),
  });
}

/** `POST /logout`; the session on this device is cleared whether or not the server could be reached. */
export function useLogout() {
  const { queryClient, http } = useSessionContext();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout(http);
      } finally {
        clearSession(queryClient);
      }
    },
  });
}

export function useForgotPassword() {
  const http = useHttp();
  return useMutation({ mutationFn: (input: ForgotPasswordInput) => forgotPassword(http, input) });
}

/** `POST /reset-password` signs in with the new password. */
export function useResetPassword() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) =>
      completeSignIn(context, { user: await resetPassword(context.http, input) }),
  });
}

/** A new verification link; answers the server's message (sent, or already verified). */
export function useResendVerification() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async () => {
      const message = await resendVerification(context.http);
      if (message !== AuthMessages.alreadyVerified) return { message, verified: false };
      // Verified meanwhile (another device, another tab): the cached user is out of date.
      await refreshSession(context, { force: true }).catch(() => null);
      return { message, verified: true };
    },
  });
}

/** The e-mail's link: verifies, then refreshes the user if one is signed in on this device. */
export function useVerifyEmail() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async (token: string) => {
      const message = await verifyEmail(context.http, token);
      const user: User | null = await refreshSession(context).catch(() => null);
      return { message, user };
    },
  });
}

export { SSO_ERROR_MESSAGE, SSO_FAILED_MESSAGE };

/** Raised when the server refused the ticket: its message is shown as it is. */
export class SsoRefusedError extends Error {
  override readonly name = 'SsoRefusedError';
}

/** `POST /api/sso/validate`, then the markers and a refresh. */
export function useSsoSignIn() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async (ticket: string) => {
      const result = await validateSsoTicket(context.http, ticket);
      if (!result.success) throw new SsoRefusedError(result.message || SSO_FAILED_MESSAGE);
      return completeSignIn(context);
    },
  });
}

/** Thrown when Facebook auto-login found no account to sign in. */
export class FacebookNotMatchedError extends Error {
  override readonly name = 'FacebookNotMatchedError';
  constructor(readonly matchedUser: boolean) {
    super(matchedUser ? 'Facebook sign-in was refused.' : 'No Folio account is connected to this Facebook account.');
  }
}

export interface FacebookAutoLoginRequest {
  facebookId: string;
  accessToken: string;
  connectAccount: boolean;
}

/** `POST /api/auth/facebook/auto-login`, then the markers and a refresh. */
export function useFacebookAutoLogin() {
  const context = useSessionContext();
  return useMutation({
    mutationFn: async ({ facebookId, accessToken, connectAccount }: FacebookAutoLoginRequest) => {
      const result = await facebookAutoLogin(context.http, {
        facebook_id: facebookId,
        access_token: accessToken,
        connect_account: connectAccount,
      });
      if (!result.success) throw new FacebookNotMatchedError(result.matchedUser);
      return completeSignIn(context);
    },
  });
}

/** A landing page after a sign-in elsewhere (social, generic callback): a forced refresh. */
export function useForcedRefresh() {
  const context = useSessionContext();
  return useMutation({ mutationFn: () => refreshSession({ ...context, store: sessionStore }, { force: true }) });
}
