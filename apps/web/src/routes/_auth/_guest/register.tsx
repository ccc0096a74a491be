import { RedirectSearch, RegisterPage } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_guest/register')({
  // The heading draws at once; the form (and the providers it offers) loads with the data clients.
  staticData: { withoutQueryClient: true },
  validateSearch: RedirectSearch,
  head: () => ({ meta: [{ title: 'Create your account · Folio' }] }),
  component: RegisterRoute,
});

function RegisterRoute() {
  return <RegisterPage redirect={Route.useSearch().redirect} />;
}
