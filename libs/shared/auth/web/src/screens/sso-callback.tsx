import { useQueryClientReady } from '@folio/http/router';
import type { SsoCallbackPageProps } from './sso-callback-page';
import { LinkButton } from '@folio/ui-kit';
import { isHttpErrorLike } from '@folio/http';
import { SSO_ERROR_MESSAGE, SSO_FAILED_MESSAGE, SsoRefusedError, useSsoSignIn } from '../auth/auth.mutations';
import { redirectTarget } from '../routing/safe-redirect';
import { StatusPanel } from '../ui/primitives';
import { useGoTo } from '../ui/use-go-to';
import { useRunOnce } from './run-once';

/**
 * Spec section 8: 'Authentication failed' when the server refused the ticket (its own words),
 * 'Failed to authenticate' for anything else (no ticket, offline, an outage).
 */
export function ssoFailureMessage(error: unknown): string {
  if (error instanceof SsoRefusedError) return error.message;
  if (isHttpErrorLike(error, 401)) return error.message || SSO_FAILED_MESSAGE;
  return SSO_ERROR_MESSAGE;
}

/** `/sso-callback?ticket=…`: trades a single-sign-on ticket for a session. */
export function SsoCallback({ ticket, redirect }: SsoCallbackPageProps) {
  // The page drew at once (without the query client); the work waits for it.
  useQueryClientReady();
  const sso = useSsoSignIn();
  const goTo = useGoTo();
  useRunOnce(ticket ?? '', () => {
    if (!ticket) return;
    sso.mutate(ticket, { onSuccess: () => void goTo(redirectTarget(redirect), { replace: true }) });
  });

  const failure = !ticket ? SSO_ERROR_MESSAGE : sso.isError ? ssoFailureMessage(sso.error) : null;
  if (failure) {
    return (
      <StatusPanel
        tone="error"
        title={failure}
        actions={
          <>
            <LinkButton to="/login">Sign in another way</LinkButton>
            <LinkButton to="/" variant="ghost">
              Go home
            </LinkButton>
          </>
        }
      >
        Single sign-on links work once and only for a minute. Go back to where you came from and try again.
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone={sso.isSuccess ? 'success' : 'pending'} title={sso.isSuccess ? 'Signed in' : 'Signing you in…'} />
  );
}
