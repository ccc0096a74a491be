import { requireAuth } from '@folio/auth';
import { AuthenticatePaymentPage, WalletApprovalPage } from '@folio/payments';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const STEPS = { authenticate: 'Confirm your payment', wallet: 'Folio Wallet' } as const;
const isStep = (step: string): step is keyof typeof STEPS => Object.hasOwn(STEPS, step);

/**
 * The embedded payment provider's own pages (its test mode), where a payment waits for the buyer:
 * /pay/authenticate/{paymentId} (the bank's extra step for cards that ask for it) and
 * /pay/wallet/{paymentId} (Folio Wallet's approval). One route for both, its loader and page split
 * out of the entry (quality bar F1). Signed in: only the buyer reaches them, in the middle of paying.
 */
export const Route = createFileRoute('/_default/pay/$step/$paymentId')({
  beforeLoad: requireAuth,
  loader: ({ params }) => {
    if (!isStep(params.step)) throw notFound();
    return { head: { meta: [{ title: `${STEPS[params.step]} · Folio` }] } };
  },
  head: headFromLoader,
  component: PayStepRoute,
});

function PayStepRoute() {
  const { step, paymentId } = Route.useParams();
  // `client_secret` authorises the page's calls, `return_url` is where the buyer goes back to. Read
  // here rather than by a validateSearch, which would sit in the entry (F1).
  const search = Route.useSearch() as { client_secret?: unknown; return_url?: unknown };
  const clientSecret = typeof search.client_secret === 'string' ? search.client_secret : '';
  const returnUrl = typeof search.return_url === 'string' ? search.return_url : undefined;
  const Page = step === 'wallet' ? WalletApprovalPage : AuthenticatePaymentPage;
  return <Page paymentId={paymentId} clientSecret={clientSecret} returnUrl={returnUrl} />;
}
