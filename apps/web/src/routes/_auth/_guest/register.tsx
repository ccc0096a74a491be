import { RedirectSearch, RegisterPage, socialProvidersQueryOptions } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_guest/register')({
  validateSearch: RedirectSearch,
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(socialProvidersQueryOptions(http)),
  head: () => ({ meta: [{ title: 'Create your account · Folio' }] }),
  component: RegisterRoute,
});

function RegisterRoute() {
  return <RegisterPage redirect={Route.useSearch().redirect} />;
}
