import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import { formatMinorUnits } from '@folio/formatting';
import { mailOutbox, type MailQueue } from '@folio/mail';
import { orderPagePaths } from '@folio/orders-contract';
import { orderWithBuyer } from './order-lookups.js';

export const OrdersMail = { cancelled: 'orders.cancelled' } as const;

/** Queues the cancellation e-mail in the cancel's own transaction (one per cancel). */
export async function queueCancelledMail(tx: Database, orderId: string, at: Date): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ id: randomUUID(), template: OrdersMail.cancelled, data: { orderId }, nextAttemptAt: at, createdAt: at });
}

/** Registers the orders' templates on the shared queue (rendered at delivery, from the order's id). */
export function defineOrdersMail({ mail, db, appUrl }: { mail: MailQueue; db: Database; appUrl: string }) {
  mail.define(OrdersMail.cancelled, async ({ orderId = '' }) => {
    const row = await orderWithBuyer(db, orderId);
    if (!row) return null;
    const { order } = row;
    const kept = order.paidMinor - order.refundedMinor;
    const lines = [
      `Hello ${row.firstName},`,
      `Your order ${order.orderNumber} is cancelled, and its payment plan with it: nothing more will be charged.`,
      order.refundedMinor > 0
        ? `Refunded to your payment method: ${formatMinorUnits(order.refundedMinor, order.currency)}.`
        : 'Nothing was refunded.',
      ...(kept > 0 ? [`Kept under the seller's policy: ${formatMinorUnits(kept, order.currency)}.`] : []),
    ];
    return {
      message: {
        to: row.email,
        subject: `Order ${order.orderNumber} cancelled`,
        text: [...lines, '', `Your order: ${appUrl}${orderPagePaths.order(order.orderNumber)}`, '', 'Folio'].join('\n'),
      },
    };
  });
}
