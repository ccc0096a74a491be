import { AuthenticatePaymentPage, WalletApprovalPage } from '@folio/payments';
import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';

const STEPS = { authenticate: 'Confirm your payment', wallet: 'Folio Wallet' } as const;
const isStep = (step: string): step is keyof typeof STEPS => Object.hasOwn(STEPS, step);

/** `client_secret` authorises the page's calls; `return_url` is where the buyer goes back to. */
const PaySearch = v.object({
  client_secret: v.optional(v.string(), ''),
  return_url: v.optional(v.string()),
});

/**
 * The embedded payment provider's own pages (its test mode), where a payment waits for the buyer:
 * /pay/authenticate/{paymentId} (the bank's extra step for cards that ask for it) and
 * /pay/wallet/{paymentId} (Folio Wallet's approval). One route for both (quality bar F1).
 */
export const Route = createFileRoute('/_default/pay/$step/$paymentId')({
  validateSearch: PaySearch,
  loader: ({ params }) => {
    if (!isStep(params.step)) throw notFound();
    return { title: STEPS[params.step] };
  },
  head: ({ loaderData }) => ({ meta: [{ title: `${loaderData?.title ?? 'Payment'} · Folio` }] }),
  component: PayStepRoute,
});

function PayStepRoute() {
  const { step, paymentId } = Route.useParams();
  const { client_secret, return_url } = Route.useSearch();
  const Page = step === 'wallet' ? WalletApprovalPage : AuthenticatePaymentPage;
  return <Page paymentId={paymentId} clientSecret={client_secret} returnUrl={return_url} />;
}
