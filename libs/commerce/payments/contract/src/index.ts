// Public API of @folio/payments-contract: the embedded provider's browser API, shared by the payment form and its routes.
export { PAYMENT_LIFECYCLE, type PaymentTransition, type PaymentState } from './lifecycle.js';
export {
  AuthenticatePaymentInput,
  BROWSER_PAYMENT_STATUSES,
  BrowserPaymentResponse,
  BrowserPaymentView,
  CardMethodInput,
  ClientSecret,
  ConfirmPaymentInput,
  EMBEDDED_PAY_BASE_PATH,
  PaymentBrowserConfig,
  PaymentToConfirm,
  PaymentMethodInput,
  PaymentStatusQuery,
  SavedMethodView,
  WalletPaymentInput,
  embeddedPayPagePaths,
  embeddedPayPaths,
} from './embedded-pay.schema.js';
