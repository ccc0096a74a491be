import { useHttp } from '@folio/http/router';
import { authenticateEmbeddedPayment } from '../payments.api';
import { PayStepPage, type PayStepPageProps } from './pay-step-page';

/** `/pay/authenticate/{paymentId}`: the test bank's authentication step of a card that needs it. */
export function AuthenticatePaymentPage(props: PayStepPageProps) {
  const http = useHttp();
  return (
    <PayStepPage
      {...props}
      step={{
        title: 'Authenticate your payment',
        intro: (amount) =>
          `Your bank asks you to confirm this payment of ${amount}. This is the test mode's authentication page: choose how it ends.`,
        method: 'card',
        yes: 'Complete authentication',
        no: 'Fail authentication',
        send: (yes) =>
          authenticateEmbeddedPayment(http, props.paymentId, {
            client_secret: props.clientSecret,
            outcome: yes ? 'complete' : 'fail',
          }),
      }}
    />
  );
}
