import { useHttp } from '@folio/http/router';
import { finishWalletPayment } from '../payments.api';
import { PayStepPage, type PayStepPageProps } from './pay-step-page';

/** `/pay/wallet/{paymentId}`: Folio Wallet's approval of a payment. */
export function WalletApprovalPage(props: PayStepPageProps) {
  const http = useHttp();
  return (
    <PayStepPage
      {...props}
      step={{
        title: 'Folio Wallet',
        intro: (amount) => `Approve a payment of ${amount} from your Folio Wallet.`,
        method: 'wallet',
        yes: 'Approve payment',
        no: 'Cancel payment',
        send: (yes) =>
          finishWalletPayment(http, props.paymentId, {
            client_secret: props.clientSecret,
            outcome: yes ? 'approve' : 'cancel',
          }),
      }}
    />
  );
}
