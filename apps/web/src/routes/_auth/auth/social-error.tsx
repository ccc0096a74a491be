import { SocialErrorPage, SocialErrorSearch } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Why a sign-in with a provider did not work (`?reason=`). */
export const Route = createFileRoute('/_auth/auth/social-error')({
  validateSearch: SocialErrorSearch,
  head: () => ({ meta: [{ title: 'Sign-in failed · Folio' }] }),
  component: SocialErrorRoute,
});

function SocialErrorRoute() {
  return <SocialErrorPage reason={Route.useSearch().reason} />;
}
