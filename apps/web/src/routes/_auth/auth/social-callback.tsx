import { LandingSearch, SessionLandingPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Where the API sends the browser after signing in with Google or Facebook (`?intended=`). */
export const Route = createFileRoute('/_auth/auth/social-callback')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  validateSearch: LandingSearch,
  head: () => ({ meta: [{ title: 'Signing in · Folio' }] }),
  component: SocialCallbackRoute,
});

function SocialCallbackRoute() {
  const { intended, redirect } = Route.useSearch();
  return <SessionLandingPage intended={intended ?? redirect} />;
}
