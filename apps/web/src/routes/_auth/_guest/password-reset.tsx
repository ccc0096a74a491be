import { PasswordResetPage, PasswordResetSearch } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/** The e-mailed link: `/password-reset?token=…&email=…`. */
export const Route = createFileRoute('/_auth/_guest/password-reset')({
  // The heading draws at once; the form (and the providers it offers) loads with the data clients.
  staticData: { withoutQueryClient: true },
  validateSearch: PasswordResetSearch,
  head: () => ({ meta: [{ title: 'Choose a new password · Folio' }] }),
  component: PasswordResetRoute,
});

function PasswordResetRoute() {
  const { token, email } = Route.useSearch();
  return <PasswordResetPage token={token} email={email} />;
}
