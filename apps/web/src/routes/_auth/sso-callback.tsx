import { SsoCallbackPage, SsoCallbackSearch } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** Single sign-on: `/sso-callback?ticket=…`. */
export const Route = createFileRoute('/_auth/sso-callback')({
  // Drawn without waiting for the query client: the page's work (if any) loads and waits for it.
  staticData: { withoutQueryClient: true },
  validateSearch: SsoCallbackSearch,
  head: () => ({ meta: [{ title: 'Signing in · Folio' }] }),
  component: SsoCallbackRoute,
});

function SsoCallbackRoute() {
  const { ticket, redirect } = Route.useSearch();
  return <SsoCallbackPage ticket={ticket} redirect={redirect} />;
}
