import type Stripe from 'stripe';
import type {
  NotificationType,
  Payment,
  PaymentNotification,
  PaymentStatus,
  Refund,
  SavedPaymentMethod,
} from '../payment-provider.port.js';

const STATUSES: Record<Stripe.PaymentIntent.Status, PaymentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** A PaymentIntent as the port sees it (`latest_charge` expanded for the refunded amount). */
export function toPayment(intent: Stripe.PaymentIntent): Payment {
  const error = intent.last_payment_error;
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    id: intent.id,
    status: STATUSES[intent.status],
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    method: intent.payment_method ? 'card' : null,
    clientSecret: intent.client_secret ?? '',
    lastError: error
      ? {
          code: error.code ?? 'card_declined',
          declineCode: error.decline_code ?? null,
          message: error.message ?? 'Your card was declined.',
        }
      : null,
    amountRefundedMinor: charge?.amount_refunded ?? 0,
    metadata: { ...intent.metadata },
    createdAt: new Date(intent.created * 1000),
  };
}

export function toRefund(refund: Stripe.Refund): Refund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { id: refund.id, paymentId: idOf(refund.payment_intent) ?? '', amountMinor: refund.amount, status };
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export function toSavedMethod(method: Stripe.PaymentMethod): SavedPaymentMethod {
  if (method.type === 'card' && method.card) {
    const { brand, last4, exp_month, exp_year } = method.card;
    return {
      id: method.id,
      kind: 'card',
      label: `${BRANDS[brand] ?? 'Card'} •••• ${last4}`,
      expMonth: exp_month,
      expYear: exp_year,
    };
  }
  return { id: method.id, kind: 'wallet', label: method.type, expMonth: null, expYear: null };
}

/** The PaymentIntent events the webhook endpoint is subscribed to, and what each means on the port. */
const INTENT_EVENTS: Record<string, NotificationType> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'payment_intent.requires_action': 'payment.requires_action',
  'payment_intent.canceled': 'payment.canceled',
};

/** Every event type the Stripe webhook endpoint should be subscribed to (and no other). */
export const STRIPE_WEBHOOK_EVENTS = [
  ...Object.keys(INTENT_EVENTS),
  'refund.created',
  'refund.updated',
  'refund.failed',
] as const;

/** A verified Stripe event as a port notification, or null for an event the port has no word for. */
export function toNotification(event: Stripe.Event): PaymentNotification | null {
  const object = event.data.object as {
    object?: string;
    id: string;
    status?: string | null;
    payment_intent?: string | { id: string } | null;
    metadata?: Record<string, string> | null;
  };
  const base = { id: event.id, createdAt: new Date(event.created * 1000), metadata: { ...(object.metadata ?? {}) } };
  const intentType = INTENT_EVENTS[event.type];
  if (intentType && object.object === 'payment_intent')
    return { ...base, type: intentType, paymentId: object.id, refundId: null };
  if (object.object !== 'refund' || !event.type.startsWith('refund.')) return null;
  const paymentId = idOf(object.payment_intent);
  if (!paymentId) return null;
  if (object.status === 'succeeded') return { ...base, type: 'refund.succeeded', paymentId, refundId: object.id };
  if (object.status === 'failed' || object.status === 'canceled')
    return { ...base, type: 'refund.failed', paymentId, refundId: object.id };
  return null;
}
