import { LandingSearch, SessionLandingPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Where a sign-in finished elsewhere lands: a forced session refresh, then the intended page. */
export const Route = createFileRoute('/_auth/auth-callback')({
  validateSearch: LandingSearch,
  head: () => ({ meta: [{ title: 'Signing in · Folio' }] }),
  component: AuthCallbackRoute,
});

function AuthCallbackRoute() {
  const { intended, redirect } = Route.useSearch();
  return <SessionLandingPage intended={intended ?? redirect} />;
}
