import { useQueryClientReady } from '@folio/http/router';
import type { FacebookLoginPageProps } from './facebook-login-page';
import { LinkButton } from '@folio/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, isHttpErrorLike } from '@folio/http';
import { FacebookNotMatchedError, useFacebookAutoLogin } from '../auth/auth.mutations';
import { redirectTarget } from '../routing/safe-redirect';
import { StatusPanel } from '../ui/primitives';
import { useGoTo } from '../ui/use-go-to';
import { useRunOnce } from './run-once';

export interface FacebookCredentials {
  facebookId: string;
  accessToken: string;
  connectAccount: boolean;
}

const truthy = (value: string | null) => value === 'true' || value === '1';

/**
 * The Facebook id and access token, from the query or (as Facebook's client-side flow hands them
 * over) from the fragment; the fragment wins. Read from the raw strings: a Facebook id is a long
 * number that would lose digits as a JSON-parsed search value. Null when either is missing.
 */
export function readFacebookCredentials(searchStr: string, hash: string): FacebookCredentials | null {
  const query = new URLSearchParams(searchStr.replace(/^\?/, ''));
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const pick = (name: string) => fragment.get(name) || query.get(name) || null;
  const facebookId = pick('facebook_id');
  const accessToken = pick('access_token');
  if (!facebookId || !accessToken) return null;
  return { facebookId, accessToken, connectAccount: truthy(pick('connect_account')) };
}

/**
 * `/auth/facebook`: automatic Facebook sign-in. Posts the id and token, then lands on the intended
 * page; the token is removed from the address bar at once so it stays out of the history.
 */
export function FacebookLogin({ searchStr, hash, intended }: FacebookLoginPageProps) {
  // The page drew at once (without the query client); the work waits for it.
  useQueryClientReady();
  const router = useRouter();
  const goTo = useGoTo();
  const autoLogin = useFacebookAutoLogin();
  // Read once: the address is cleaned right after.
  const [credentials] = useState(() => readFacebookCredentials(searchStr, hash));

  useRunOnce('facebook', () => {
    if (!credentials) return;
    router.history.replace(router.latestLocation.pathname);
    autoLogin.mutate(credentials, { onSuccess: () => void goTo(redirectTarget(intended), { replace: true }) });
  });

  if (!credentials || autoLogin.isError) {
    return (
      <StatusPanel
        tone="error"
        title="We couldn't sign you in with Facebook"
        actions={
          <>
            <LinkButton to="/login">Sign in another way</LinkButton>
            <LinkButton to="/register" variant="ghost">
              Create an account
            </LinkButton>
          </>
        }
      >
        {facebookFailureMessage(credentials ? autoLogin.error : null)}
      </StatusPanel>
    );
  }
  return <StatusPanel tone="pending" title="Signing you in with Facebook…" />;
}

export function facebookFailureMessage(error: unknown): string {
  if (error === null) return 'This Facebook sign-in link is incomplete. Start again from the sign-in page.';
  if (error instanceof FacebookNotMatchedError) {
    return error.matchedUser
      ? 'Facebook did not confirm this sign-in. Please try again, or use your email and password.'
      : 'No Folio account is connected to this Facebook account yet. Sign in with your email and password, then connect Facebook from your account settings.';
  }
  if (isHttpErrorLike(error, 404)) return 'Signing in with Facebook is not available right now.';
  return errorMessage(error);
}
