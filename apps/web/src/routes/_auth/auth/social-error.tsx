import { SocialErrorPage, SocialErrorSearch } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Why a sign-in with a provider did not work (`?reason=`). */
export const Route = createFileRoute('/_auth/auth/social-error')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  validateSearch: SocialErrorSearch,
  head: () => ({ meta: [{ title: 'Sign-in failed · Folio' }] }),
  component: SocialErrorRoute,
});

function SocialErrorRoute() {
  return <SocialErrorPage reason={Route.useSearch().reason} />;
}
