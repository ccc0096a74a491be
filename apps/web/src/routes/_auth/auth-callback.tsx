import { LandingSearch, SessionLandingPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Where a sign-in finished elsewhere lands: a forced session refresh, then the intended page. */
export const Route = createFileRoute('/_auth/auth-callback')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  validateSearch: LandingSearch,
  head: () => ({ meta: [{ title: 'Signing in · Folio' }] }),
  component: AuthCallbackRoute,
});

function AuthCallbackRoute() {
  const { intended, redirect } = Route.useSearch();
  return <SessionLandingPage intended={intended ?? redirect} />;
}
