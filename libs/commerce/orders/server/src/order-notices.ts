import type { Database } from '@folio/db';
import { formatMinorUnits } from '@folio/formatting';
import { orderPagePaths } from '@folio/orders-contract';
import { notify, type NotificationInput } from '@folio/notifications-server';
import { eq } from 'drizzle-orm';
import { instalments, orders } from './orders.table.js';

/**
 * What happens to a reader's order that they are told of in the app (the notifications page and
 * the header's count), beside the e-mail those events already send. Written in the transaction of
 * the event itself, so a notice exists exactly when the event happened.
 */
export type OrderNotice =
  | { event: 'placed' }
  | { event: 'paid'; amountMinor: number }
  | { event: 'deposit_paid'; amountMinor: number }
  | { event: 'instalment_due'; instalmentId: string }
  | { event: 'instalment_paid'; instalmentId: string; amountMinor: number }
  | { event: 'payment_failed'; message: string; instalmentId?: string | null }
  | { event: 'refunded'; amountMinor: number }
  | { event: 'cancelled' };

type OrderFacts = { orderNumber: string; currency: string; firstPaymentMinor: number };

async function instalmentWords(tx: Database, id: string, currency: string) {
  const [row] = await tx.select().from(instalments).where(eq(instalments.id, id));
  return row
    ? { name: `instalment ${row.sequence}`, amount: formatMinorUnits(row.amountMinor, currency), due: row.dueDate }
    : { name: 'an instalment', amount: '', due: '' };
}

async function wordsOf(tx: Database, order: OrderFacts, notice: OrderNotice): Promise<NotificationInput> {
  const n = order.orderNumber;
  const url = orderPagePaths.order(n);
  const money = (minor: number) => formatMinorUnits(minor, order.currency);
  switch (notice.event) {
    case 'placed':
      return {
        kind: 'order_update',
        title: `Order ${n} is placed`,
        body: `Pay ${money(order.firstPaymentMinor)} within 30 minutes to keep your books; you can pay again or give it up from the order.`,
        url,
      };
    case 'paid':
      return {
        kind: 'order_update',
        title: `Order ${n} is paid`,
        body: `${money(notice.amountMinor)} paid. Thank you!`,
        url,
      };
    case 'deposit_paid':
      return {
        kind: 'order_update',
        title: `Deposit paid for order ${n}`,
        body: `${money(notice.amountMinor)} paid; the rest follows your payment plan.`,
        url: orderPagePaths.paymentPlan(n),
      };
    case 'instalment_due': {
      const i = await instalmentWords(tx, notice.instalmentId, order.currency);
      return {
        kind: 'instalment_reminder',
        title: `The ${i.name} of order ${n} is due soon`,
        body: `${i.amount} will be charged to your saved card on ${i.due}. You can also pay it early.`,
        url: orderPagePaths.paymentPlan(n),
      };
    }
    case 'instalment_paid': {
      const i = await instalmentWords(tx, notice.instalmentId, order.currency);
      return {
        kind: 'order_update',
        title: `The ${i.name} of order ${n} is paid`,
        body: `${money(notice.amountMinor)} charged.`,
        url: orderPagePaths.paymentPlan(n),
      };
    }
    case 'payment_failed': {
      const i = notice.instalmentId ? await instalmentWords(tx, notice.instalmentId, order.currency) : null;
      return {
        kind: 'order_update',
        title: i ? `The ${i.name} of order ${n} was not paid` : `A payment for order ${n} did not go through`,
        body: `${notice.message} Nothing was charged; you can pay again from the order.`,
        url: i ? orderPagePaths.paymentPlan(n) : url,
      };
    }
    case 'refunded':
      return {
        kind: 'order_update',
        title: `Refund for order ${n}`,
        body: `${money(notice.amountMinor)} is on its way back to you; refunds reach your card within a few days.`,
        url: orderPagePaths.transactions(n),
      };
    case 'cancelled':
      return { kind: 'order_update', title: `Order ${n} is cancelled`, body: 'Its books went back on sale.', url };
  }
}

/** Tells the order's reader of `notice`, in the caller's transaction. */
export async function noticeOrder(tx: Database, orderId: string, notice: OrderNotice, at: Date): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      orderNumber: orders.orderNumber,
      currency: orders.currency,
      firstPaymentMinor: orders.firstPaymentMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await notify(tx, order.userId, await wordsOf(tx, order, notice), at);
}
