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
});

function VerifyEmailRoute() {
  return <VerifyEmailPage token={Route.useSearch().token} />;
}
