import { requireUnverified, VerifyEmailPage, VerifyEmailSearch } from '@folio/auth';
import { createFileRoute } from '@tanstack/react-router';

/**
 * Unverified users only (spec section 6): "check your inbox" and the resend button. With the
 * e-mail's `?token=` it verifies, whoever opens it.
 */
export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: VerifyEmailSearch,
  beforeLoad: requireUnverified,
  head: () => ({ meta: [{ title: 'Verify your email · Folio' }] }),
  component: VerifyEmailRoute,
  // Its heading or status panel draws at once; the guard loads the query client only for a visitor
  // who may be signed in, and the page's working part waits for it.
  staticData: { withoutQueryClient: true },
});

function VerifyEmailRoute() {
  return <VerifyEmailPage token={Route.useSearch().token} />;
}
