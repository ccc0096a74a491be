import { FacebookLoginPage, LandingSearch } from '@folio/auth';
import { createFileRoute, useRouterState } from '@tanstack/react-router';

/** Automatic Facebook sign-in: `facebook_id` and `access_token` in the query or the fragment. */
export const Route = createFileRoute('/_auth/auth/facebook')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  validateSearch: LandingSearch,
  head: () => ({ meta: [{ title: 'Signing in with Facebook · Folio' }] }),
  component: FacebookRoute,
});

function FacebookRoute() {
  const { intended, redirect } = Route.useSearch();
  // The raw strings: a Facebook id is a long number that JSON-parsed search values would round.
  const { searchStr, hash } = useRouterState({ select: (state) => state.location });
  return <FacebookLoginPage searchStr={searchStr} hash={hash} intended={intended ?? redirect} />;
}
