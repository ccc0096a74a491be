import { randomUUID } from 'node:crypto';
import type { Database } from '@folio/db';
import { formatMinorUnits } from '@folio/formatting';
import { mailOutbox, type MailQueue } from '@folio/mail';
import { orderPagePaths } from '@folio/orders-contract';
import { instalmentById, orderWithBuyer } from '@folio/orders-server';

export const CheckoutMail = { receipt: 'checkout.receipt', paymentFailed: 'checkout.payment_failed' } as const;

/**
 * Queues a checkout e-mail inside the caller's transaction: the outbox row commits with the
 * change it reports (a paid transition has exactly one receipt), and the queue's worker delivers it.
 */
export async function queueMail(
  tx: Database,
  template: (typeof CheckoutMail)[keyof typeof CheckoutMail],
  data: Record<string, string>,
  at: Date,
): Promise<void> {
  await tx.insert(mailOutbox).values({ id: randomUUID(), template, data, nextAttemptAt: at, createdAt: at });
}

/** Registers checkout's templates: rendered at delivery from ids (no personal data in the outbox). */
export function defineCheckoutMail({ mail, db, appUrl }: { mail: MailQueue; db: Database; appUrl: string }) {
  mail.define(CheckoutMail.receipt, async ({ orderId = '', amountMinor = '0', instalmentId = '' }) => {
    const row = await orderWithBuyer(db, orderId);
    if (!row) return null;
    const { order } = row;
    const paid = formatMinorUnits(Number(amountMinor), order.currency);
    const owed = order.totalMinor - order.paidMinor;
    const url = `${appUrl}${orderPagePaths.order(order.orderNumber)}`;
    const lines = [
      `Hello ${row.firstName},`,
      instalmentId
        ? `We received your instalment payment of ${paid} for order ${order.orderNumber}.`
        : `We received your payment of ${paid} for order ${order.orderNumber}.`,
      owed > 0
        ? `Still to pay: ${formatMinorUnits(owed, order.currency)}, as your payment plan shows.`
        : `Your order is paid in full: ${formatMinorUnits(order.totalMinor, order.currency)}.`,
    ];
    return {
      message: {
        to: row.email,
        subject: `Receipt for order ${order.orderNumber}`,
        text: [...lines, '', `Your order: ${url}`, '', 'Folio'].join('\n'),
      },
    };
  });
  mail.define(CheckoutMail.paymentFailed, async ({ orderId = '', instalmentId = '', message = '' }) => {
    const row = await orderWithBuyer(db, orderId);
    if (!row) return null;
    const instalment = instalmentId ? await instalmentById(db, instalmentId) : null;
    const what = instalment
      ? `instalment ${instalment.sequence} (${formatMinorUnits(instalment.amountMinor, row.order.currency)})`
      : 'your payment';
    const url = `${appUrl}${instalment ? `/checkout/installment/${instalment.id}` : orderPagePaths.order(row.order.orderNumber)}`;
    const text = [
      `Hello ${row.firstName},`,
      `We could not take ${what} for order ${row.order.orderNumber}: ${message || 'the payment failed.'}`,
      '',
      `Pay it here: ${url}`,
      '',
      'Folio',
    ].join('\n');
    return { message: { to: row.email, subject: `Payment failed for order ${row.order.orderNumber}`, text } };
  });
}
