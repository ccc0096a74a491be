// Public API of @folio/payments-server: the payments port checkout and orders call, and its adapters.
export { paymentSettles, type ExpectedPayment } from './payment-settles.js';
export {
  InvalidNotificationError,
  NOTIFICATION_TOLERANCE_SECONDS,
  NOTIFICATION_TYPES,
  PAYMENTS_CRASH_POINTS,
  PaymentRequestError,
  type PaymentsCrashPoint,
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
export {
  createEmbeddedProvider,
  type EmbeddedProvider,
  type EmbeddedProviderDeps,
} from './embedded/embedded-provider.js';
export type { BrowserPayment, ConfirmMethod, EmbeddedBrowserApi, NextAction } from './embedded/embedded-browser.js';
export { FOLIO_SIGNATURE_HEADER, signNotification, verifyNotification } from './embedded/notification-signature.js';
export { DECLINE_LIMITS } from './embedded/decline-limits.js';
export { embeddedPaymentRoutes, type EmbeddedPaymentRoutesDeps } from './embedded/embedded.routes.js';
export {
  notificationDelivery,
  type DeliveryChaos,
  type NotificationDelivery,
  type NotificationDeliveryOptions,
} from './embedded/notification-delivery.js';
export { createStripeProvider, STRIPE_API_VERSION, type StripeProviderOptions } from './stripe/stripe-provider.js';
export { STRIPE_WEBHOOK_EVENTS } from './stripe/stripe-mapping.js';
export {
  createPaymentProvider,
  embeddedWebhookSecret,
  isEmbeddedProvider,
  paymentsConfigFromEnv,
  PROVIDER_REQUIRED_IN_PRODUCTION,
  SIMULATED_PAYMENTS_WARNING,
  type PaymentsConfig,
} from './payments-config.js';
