// Public API of @folio/payments-server: the payments port checkout and orders call, and its adapters.
export { paymentSettles, type ExpectedPayment } from './payment-settles.js';
export {
  InvalidNotificationError,
  NOTIFICATION_TOLERANCE_SECONDS,
  NOTIFICATION_TYPES,
  PAYMENT_STATUSES,
  ProviderUnavailableError,
  type ChargeSavedInput,
  type CreatePaymentInput,
  type NotificationType,
  type Payment,
  type PaymentBrowserConfig,
  type PaymentMethodKind,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderDecline,
  type Refund,
  type RefundInput,
  type SavedPaymentMethod,
} from './payment-provider.port.js';
