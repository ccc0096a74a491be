import {
  instalmentByPaymentId,
  noteInstalmentDecline,
  noticeOrder,
  orderById,
  orderByPaymentId,
  recordFailedPayment,
} from '@folio/orders-server';
import { InvalidNotificationError, type PaymentNotification } from '@folio/payments-server';
import { and, eq, isNull } from 'drizzle-orm';
import { applyPayment } from './apply-payment.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { CheckoutMail, queueMail } from './checkout-mail.js';
import { paymentNotifications } from './checkout.table.js';

export type NotificationAnswer =
  | { status: 200; body: { received: true; duplicate: boolean } }
  | { status: 400; body: { message: string; code: 'invalid_notification' } };

/**
 * A refused payment: recorded as a failure transaction with the provider's words; an
 * instalment's also goes on the instalment and is mailed (the buyer is not on the page). The
 * order stays pending until its window ends: the buyer may try another card. Given the
 * notification that told of it, the record is made in the transaction that marks that
 * notification processed (only if it was not yet): a delivery killed before the record leaves it
 * unprocessed, and the next delivery records it, once.
 */
export async function recordPaymentFailure(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'now'>,
  paymentId: string,
  notificationId?: string,
): Promise<void> {
  const { db } = deps;
  const at = (deps.now ?? (() => new Date()))();
  const payment = await deps.provider.getPayment(paymentId);
  if (payment.status === 'succeeded') return;
  const message = payment.lastError?.message ?? 'The payment failed.';
  const order = await orderByPaymentId(db, paymentId);
  const instalment = order ? null : await instalmentByPaymentId(db, paymentId);
  const orderId = order?.id ?? instalment?.orderId;
  if (!orderId) return;
  const currency = order?.currency ?? (await orderById(db, orderId))!.currency;
  await db.transaction(async (tx) => {
    if (notificationId) {
      const [claimed] = await tx
        .update(paymentNotifications)
        .set({ processedAt: at })
        .where(and(eq(paymentNotifications.id, notificationId), isNull(paymentNotifications.processedAt)))
        .returning({ id: paymentNotifications.id });
      if (!claimed) return;
    }
    await recordFailedPayment(tx, {
      orderId,
      instalmentId: instalment?.id ?? null,
      amountMinor: payment.amountMinor,
      currency,
      method: payment.method,
      providerPaymentId: payment.id,
      message,
      at,
    });
    await noticeOrder(tx, orderId, { event: 'payment_failed', message, instalmentId: instalment?.id ?? null }, at);
    if (!instalment) return;
    await noteInstalmentDecline(tx, instalment.id, message, at);
    await queueMail(tx, CheckoutMail.paymentFailed, { orderId, instalmentId: instalment.id, message }, at);
  });
}

/**
 * `POST /api/payments/webhook`: verified by the provider (signature, 300 s tolerance; 400 and no
 * effect otherwise), de-duplicated by the notification's id (a redelivery answers 200 and does
 * nothing), then acted on by re-reading the payment: `applyPayment` for a success, a failure record
 * for a refusal (in the transaction that marks the notification processed). A notification whose
 * handling crashed half-way is handled again by its next delivery.
 */
export async function handleNotification(
  deps: CheckoutDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<NotificationAnswer> {
  const at = (deps.now ?? (() => new Date()))();
  let notification: PaymentNotification;
  try {
    notification = deps.provider.parseNotification(rawBody, signature, at);
  } catch (error) {
    if (error instanceof InvalidNotificationError)
      return {
        status: 400,
        body: { message: 'The notification could not be verified.', code: 'invalid_notification' },
      };
    throw error;
  }
  const [first] = await deps.db
    .insert(paymentNotifications)
    .values({ id: notification.id, type: notification.type, paymentId: notification.paymentId, receivedAt: at })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  if (!first) {
    const [seen] = await deps.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.id, notification.id));
    if (seen?.processedAt) return { status: 200, body: { received: true, duplicate: true } };
  }
  if (notification.type === 'payment.succeeded') await applyPayment(deps, notification.paymentId);
  else if (notification.type === 'payment.failed')
    await recordPaymentFailure(deps, notification.paymentId, notification.id);
  await deps.db
    .update(paymentNotifications)
    .set({ processedAt: at })
    .where(and(eq(paymentNotifications.id, notification.id), isNull(paymentNotifications.processedAt)));
  return { status: 200, body: { received: true, duplicate: !first } };
}
