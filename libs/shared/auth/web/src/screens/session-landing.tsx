import { useQueryClientReady } from '@folio/http/router';
import type { SessionLandingPageProps } from './session-landing-page';
import { LinkButton } from '@folio/ui-kit';
import { errorMessage } from '@folio/http';
import { useForcedRefresh } from '../auth/auth.mutations';
import { redirectTarget } from '../routing/safe-redirect';
import { StatusPanel } from '../ui/primitives';
import { useGoTo } from '../ui/use-go-to';
import { useRunOnce } from './run-once';

/**
 * Where a sign-in that happened elsewhere lands (`/auth-callback`, `/auth/social-callback`): a
 * forced session refresh, then the intended page. No session means the sign-in did not stick.
 */
export function SessionLanding({ intended }: SessionLandingPageProps) {
  // The page drew at once (without the query client); the work waits for it.
  useQueryClientReady();
  const refresh = useForcedRefresh();
  const goTo = useGoTo();
  useRunOnce('landing', () => {
    refresh.mutate(undefined, {
      onSuccess: (user) => {
        if (user) void goTo(redirectTarget(intended), { replace: true });
      },
    });
  });

  if (refresh.isError || (refresh.isSuccess && !refresh.data)) {
    return (
      <StatusPanel
        tone="error"
        title="We couldn't sign you in"
        actions={
          <>
            <LinkButton to="/login">Back to sign in</LinkButton>
            <LinkButton to="/" variant="ghost">
              Go home
            </LinkButton>
          </>
        }
      >
        {refresh.isError ? errorMessage(refresh.error) : 'Your sign-in did not go through. Please try again.'}
      </StatusPanel>
    );
  }
  return <StatusPanel tone="pending" title="Signing you in…" />;
}
