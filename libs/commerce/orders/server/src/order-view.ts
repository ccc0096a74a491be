import type { Database } from '@folio/db';
import { formsByIds, type CatalogRefsPort } from '@folio/order-forms-server';
import type { Instalment, Order, OrderLine, Transaction } from '@folio/orders-contract';
import { and, asc, inArray, ne } from 'drizzle-orm';
import { cancellationOf } from './order-cancellation.js';
import {
  instalments,
  orderLines,
  transactions,
  type InstalmentRow,
  type OrderLineRow,
  type OrderRow,
  type TransactionRow,
} from './orders.table.js';
import { pickupCodes } from './pickup-code.js';

const unique = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

export const toInstalment = (row: InstalmentRow): Instalment => ({
  id: row.id,
  sequence: row.sequence,
  due_date: row.dueDate,
  amount_minor: row.amountMinor,
  status: row.status as Instalment['status'],
  paid_at: row.paidAt?.toISOString() ?? null,
  attempts: row.attempts,
});

export const toTransaction = (row: TransactionRow): Transaction => ({
  id: row.id,
  kind: row.kind as Transaction['kind'],
  amount_minor: row.amountMinor,
  currency: row.currency,
  status: row.status as Transaction['status'],
  method: row.method,
  provider_reference: row.providerRefundId ?? row.providerPaymentId,
  instalment_id: row.instalmentId,
  created_at: row.createdAt.toISOString(),
  message: row.message,
});

const toLine = (row: OrderLineRow): OrderLine => ({
  id: row.id,
  kind: row.productId ? 'product' : 'bundle',
  product_id: row.productId,
  bundle_id: row.bundleId,
  title: row.title,
  variant_name: row.variantName,
  choices: row.choices,
  quantity: row.quantity,
  unit_minor: row.unitMinor,
  total_minor: row.totalMinor,
});

/**
 * Whether the books of the order are to be handed over at the event: paid, or part-paid with its
 * plan running. A pending, expired, cancelled, refunded or defaulted order has nothing to collect,
 * so it shows no pickup code.
 */
export const toBeHandedOver = (row: Pick<OrderRow, 'status'>): boolean =>
  row.status === 'paid' || row.status === 'deposit_paid';

/**
 * The orders as the API answers them, in the order given, with lines, next due, seller, event and
 * form, what cancelling now would mean, and the reader's pickup code for the event (made on first ask;
 * null when the order has nothing to collect).
 * A `defaulted` order owes nothing more: its plan was stopped and what was paid is kept.
 */
export async function orderViews(
  db: Database,
  catalog: CatalogRefsPort,
  rows: readonly OrderRow[],
  now: Date,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, plans, forms, moves] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(instalments)
      .where(and(inArray(instalments.orderId, ids), ne(instalments.status, 'cancelled')))
      .orderBy(asc(instalments.sequence)),
    formsByIds(
      db,
      rows.map((row) => row.orderFormId),
    ),
    db
      .select()
      .from(transactions)
      .where(inArray(transactions.orderId, ids))
      .orderBy(asc(transactions.createdAt), asc(transactions.id)),
  ]);
  const codes = await pickupCodes(
    db,
    rows.flatMap((row) => (row.eventId && toBeHandedOver(row) ? [{ userId: row.userId, eventId: row.eventId }] : [])),
  );
  const [sellers, events] = await Promise.all([
    catalog.sellers(unique(rows.map((row) => row.sellerId))),
    catalog.events(unique(rows.map((row) => row.eventId))),
  ]);
  return rows.map((row): Order => {
    const f = forms.get(row.orderFormId);
    const seller = sellers.get(row.sellerId);
    const event = row.eventId ? events.get(row.eventId) : undefined;
    const live = row.status === 'paid' || row.status === 'deposit_paid';
    const next = live ? plans.find((i) => i.orderId === row.id && i.status !== 'paid') : undefined;
    const cancellation = cancellationOf(
      row,
      f?.closeDate ?? null,
      now,
      moves.filter((move) => move.orderId === row.id),
    );
    return {
      id: row.id,
      order_number: row.orderNumber,
      status: row.status as Order['status'],
      payment_mode: row.paymentMode as Order['payment_mode'],
      currency: row.currency,
      cart_uid: row.cartUid,
      lines: lines.filter((line) => line.orderId === row.id).map(toLine),
      subtotal_minor: row.subtotalMinor,
      discount_minor: row.discountMinor,
      shipping_minor: row.shippingMinor,
      total_minor: row.totalMinor,
      coupon_code: row.couponCode,
      paid_minor: row.paidMinor,
      refunded_minor: row.refundedMinor,
      // What is still to pay: the whole total while the order waits for its payment, the rest
      // while paid in part; nothing once it is closed (expired, given up, cancelled, defaulted).
      owed_minor: live || row.status === 'pending_payment' ? row.totalMinor - row.paidMinor : 0,
      next_due: next ? { due_date: next.dueDate, amount_minor: next.amountMinor, instalment_id: next.id } : null,
      seller: { id: row.sellerId, name: seller?.name ?? '', kind: seller?.kind ?? 'author' },
      event: event
        ? { id: event.id, title: event.title, slug: event.slug, starts_at: event.starts_at, ends_at: event.ends_at }
        : null,
      order_form: {
        uid: f?.uid ?? '',
        slug: f?.slug ?? '',
        title: f?.title ?? '',
        close_date: f?.closeDate ?? '1970-01-01',
      },
      payment_expires_at: row.status === 'pending_payment' ? (row.paymentExpiresAt?.toISOString() ?? null) : null,
      cancellable: cancellation.reason === null,
      cancellation,
      pickup_code: row.eventId && toBeHandedOver(row) ? (codes.get(`${row.userId}:${row.eventId}`) ?? null) : null,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
    };
  });
}
