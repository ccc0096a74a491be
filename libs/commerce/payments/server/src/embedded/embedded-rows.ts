import { randomBytes } from 'node:crypto';
import type { Database } from '@folio/db';
import type { NotificationType, Payment, PaymentMethodKind, PaymentStatus, Refund } from '../payment-provider.port.js';
import { embeddedPayNotifications, type EmbeddedPaymentRow, type EmbeddedRefundRow } from './embedded.table.js';
import type { NotificationBody } from './notification-signature.js';

/** An id like the processor's: `pi_`, `pm_`, `cus_`, `re_`, `evt_` then 24 random characters. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** The secret the browser confirms with: the payment's id, `_secret_`, 24 random characters. */
export const newClientSecret = (paymentId: string) => `${paymentId}_secret_${randomBytes(18).toString('base64url')}`;

export function toPayment(row: EmbeddedPaymentRow): Payment {
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amountMinor: row.amountMinor,
    currency: row.currency,
    customerId: row.customerId,
    paymentMethodId: row.paymentMethodId,
    method: row.method as PaymentMethodKind | null,
    clientSecret: row.clientSecret,
    lastError: row.lastError ?? null,
    amountRefundedMinor: row.amountRefundedMinor,
    metadata: row.metadata,
    createdAt: row.createdAt,
  };
}

export const toRefund = (row: EmbeddedRefundRow): Refund => ({
  id: row.id,
  paymentId: row.paymentId,
  amountMinor: row.amountMinor,
  status: row.status as Refund['status'],
});

/** Writes a notification to the outbox in the caller's transaction: it is sent only if the change commits. */
export async function enqueueNotification(
  tx: Database,
  at: Date,
  type: NotificationType,
  payment: Pick<EmbeddedPaymentRow, 'id' | 'metadata'>,
  refundId: string | null = null,
): Promise<string> {
  const id = newId('evt');
  const body: NotificationBody = {
    id,
    type,
    created: Math.floor(at.getTime() / 1000),
    data: { payment_id: payment.id, refund_id: refundId, metadata: payment.metadata },
  };
  await tx.insert(embeddedPayNotifications).values({
    id,
    type,
    paymentId: payment.id,
    refundId,
    body: JSON.stringify(body),
    createdAt: at,
    nextAttemptAt: at,
  });
  return id;
}
