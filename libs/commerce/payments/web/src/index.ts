// Public API of @folio/payments: the payment form checkout screens embed, and the embedded provider's pages.
export { PaymentForm } from './payment-form';
export type { PaymentFormProps, PaymentOutcome } from './payment-form.types';
export { EmbeddedPaymentForm } from './embedded-payment-form';
export { AuthenticatePaymentPage } from './pages/authenticate-payment-page';
export { WalletApprovalPage } from './pages/wallet-approval-page';
export { returnWithOutcome, type PayStepPageProps } from './pages/pay-step-page';
export {
  authenticateEmbeddedPayment,
  confirmEmbeddedPayment,
  fetchEmbeddedPayment,
  finishWalletPayment,
} from './payments.api';
export { CARD_MESSAGES, cardErrors, luhnValid, parseExpiry } from './card-input';
