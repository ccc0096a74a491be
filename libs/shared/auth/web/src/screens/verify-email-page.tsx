import { deferredPanel, deferredScreen } from './deferred-screen';
import { CHECK_INBOX_HEADING } from './screen-headings';

const CheckInboxScreen = deferredScreen<object>(CHECK_INBOX_HEADING, () =>
  import('./verify-email').then((module) => module.CheckInbox),
);
const VerifyTokenPanel = deferredPanel<{ token: string }>('Verifying your email…', () =>
  import('./verify-email').then((module) => module.VerifyToken),
);

/**
 * `/verify-email`. Without a token: "check your inbox" for a signed-in user whose address is not
 * verified yet, with a resend button. With `?token=` (the e-mail's link): verifies at once and
 * says how it went, whoever opens it. Its heading or status panel draws at once; the rest loads
 * with the query client.
 */
export function VerifyEmailPage({ token }: { token?: string }) {
  return token ? <VerifyTokenPanel token={token} /> : <CheckInboxScreen />;
}
