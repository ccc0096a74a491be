import { LoginPage, RedirectSearch } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_guest/login')({
  // The heading draws at once; the form (and the providers it offers) loads with the data clients.
  staticData: { withoutQueryClient: true },
  validateSearch: RedirectSearch,
  head: () => ({ meta: [{ title: 'Sign in · Folio' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage redirect={Route.useSearch().redirect} />;
}
