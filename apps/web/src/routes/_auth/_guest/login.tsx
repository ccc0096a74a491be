import { LoginPage, RedirectSearch, socialProvidersQueryOptions } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/_guest/login')({
  validateSearch: RedirectSearch,
  loader: ({ context: { queryClient, http } }) => queryClient.ensureQueryData(socialProvidersQueryOptions(http)),
  head: () => ({ meta: [{ title: 'Sign in · Folio' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage redirect={Route.useSearch().redirect} />;
}
