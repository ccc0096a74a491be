import {
  ORDER_NUMBER_PATTERN,
  type AccountEvent,
  type EventOrders,
  type MoneyTotals,
  type Order,
  type PaymentPlan,
  type TermsSnapshot,
  type Transaction,
} from '@folio/orders-contract';
import type { Database } from '@folio/db';
import { notFound } from '@folio/server-kit';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrdersDeps } from './orders-deps.js';
import { transactionsOf } from './order-payments.js';
import { orderViews, toInstalment, toTransaction } from './order-view.js';
import { instalments, orders, type OrderRow } from './orders.table.js';

export const ORDER_NOT_FOUND = 'Order not found.';
/** Orders a reader sees under an event: placed and paid (or part-paid), cancelled, refunded or defaulted. */
const SHOWN_UNDER_EVENTS = ['paid', 'deposit_paid', 'cancelled', 'refunded', 'defaulted'] as const;

/** The reader's order by its number, or 404 (another reader's, a guessed or malformed number alike). */
export async function ownOrder(db: Database, orderNumber: string, userId: string, lock = false): Promise<OrderRow> {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound(ORDER_NOT_FOUND);
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * Money per currency over the event's orders: cancelled and refunded ones count nothing; a
 * defaulted one counts what it came to (what was paid and kept), owing nothing.
 */
function totalsOf(list: readonly Order[]): MoneyTotals[] {
  const byCurrency = new Map<string, MoneyTotals>();
  for (const order of list) {
    if (order.status === 'cancelled' || order.status === 'refunded') continue;
    const t = byCurrency.get(order.currency) ?? {
      currency: order.currency,
      total_minor: 0,
      paid_minor: 0,
      owed_minor: 0,
    };
    t.total_minor += order.status === 'defaulted' ? order.paid_minor - order.refunded_minor : order.total_minor;
    t.paid_minor += order.paid_minor - order.refunded_minor;
    t.owed_minor += order.owed_minor;
    byCurrency.set(order.currency, t);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

function nextDueOf(list: readonly Order[]): EventOrders['next_due'] {
  const due = list
    .flatMap((order) =>
      order.next_due ? [{ ...order.next_due, currency: order.currency, order_number: order.order_number }] : [],
    )
    .sort((a, b) => a.due_date.localeCompare(b.due_date));
  return due[0] ?? null;
}

export function ordersService({ db, catalog, now = () => new Date() }: Pick<OrdersDeps, 'db' | 'catalog' | 'now'>) {
  const view = async (row: OrderRow) => (await orderViews(db, catalog, [row], now()))[0]!;

  /** The reader's orders grouped by event, the events filtered to upcoming or past (ended before now). */
  async function eventGroups(userId: string, past: boolean): Promise<EventOrders[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), isNotNull(orders.eventId), inArray(orders.status, [...SHOWN_UNDER_EVENTS])))
      .orderBy(desc(orders.createdAt));
    const views = await orderViews(db, catalog, rows, now());
    const groups = new Map<string, Order[]>();
    for (const order of views)
      if (order.event) groups.set(order.event.id, [...(groups.get(order.event.id) ?? []), order]);
    const at = now().toISOString();
    const answer: EventOrders[] = [];
    for (const list of groups.values()) {
      const event = list[0]!.event!;
      if (event.ends_at < at !== past) continue;
      // The views carry the event's one code on each order still to be collected (none when there is none).
      const pickup = list.find((order) => order.pickup_code !== null)?.pickup_code ?? null;
      answer.push({ event, pickup_code: pickup, orders: list, totals: totalsOf(list), next_due: nextDueOf(list) });
    }
    return answer.sort((a, b) =>
      past ? b.event.starts_at.localeCompare(a.event.starts_at) : a.event.starts_at.localeCompare(b.event.starts_at),
    );
  }

  return {
    async list(userId: string, page: number, perPage: number, cartUid?: string) {
      const where = and(eq(orders.userId, userId), cartUid === undefined ? undefined : eq(orders.cartUid, cartUid));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        data: await orderViews(db, catalog, rows, now()),
        meta: { current_page: page, per_page: perPage, total: n, last_page: Math.max(1, Math.ceil(n / perPage)) },
      };
    },

    async get(orderNumber: string, userId: string): Promise<Order> {
      return view(await ownOrder(db, orderNumber, userId));
    },

    async terms(orderNumber: string, userId: string): Promise<TermsSnapshot> {
      const row = await ownOrder(db, orderNumber, userId);
      return {
        terms: row.terms,
        refund_policy: row.refundPolicy,
        deposit_policy: row.depositPolicy,
        instalment_policy: row.instalmentPolicy,
        accepted_at: row.acceptedAt.toISOString(),
      };
    },

    async plan(orderNumber: string, userId: string): Promise<PaymentPlan | null> {
      const row = await ownOrder(db, orderNumber, userId);
      if (row.paymentMode !== 'deposit') return null;
      const rows = await db
        .select()
        .from(instalments)
        .where(eq(instalments.orderId, row.id))
        .orderBy(asc(instalments.sequence));
      return {
        order_number: row.orderNumber,
        currency: row.currency,
        total_minor: row.totalMinor,
        deposit_minor: row.firstPaymentMinor,
        deposit_paid_at: row.paidAt?.toISOString() ?? null,
        instalments: rows.map(toInstalment),
        missed_payment_outcome: row.missedPaymentOutcome as PaymentPlan['missed_payment_outcome'],
      };
    },

    async transactions(orderNumber: string, userId: string): Promise<Transaction[]> {
      const row = await ownOrder(db, orderNumber, userId);
      return (await transactionsOf(db, row.id)).map(toTransaction);
    },

    byEvent: (userId: string, past: boolean) => eventGroups(userId, past),

    async accountEvents(userId: string, past: boolean): Promise<AccountEvent[]> {
      const groups = await eventGroups(userId, past);
      return groups.map((group) => ({
        event: group.event,
        order_count: group.orders.length,
        seller_count: new Set(group.orders.map((order) => order.seller.id)).size,
        totals: group.totals,
        next_due_date: group.next_due?.due_date ?? null,
        last_ordered_at: group.orders
          .map((order) => order.created_at)
          .sort()
          .at(-1)!,
      }));
    },

    /** The reader's orders for one event, or null when they have none there (an empty view, not a 404). */
    async accountEventOrders(userId: string, slug: string): Promise<EventOrders | null> {
      const groups = [...(await eventGroups(userId, false)), ...(await eventGroups(userId, true))];
      return groups.find((g) => g.event.slug === slug) ?? null;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
