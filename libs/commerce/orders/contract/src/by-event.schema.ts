import { Count, CurrencyCode, IsoDate, IsoDateTime, MinorUnits } from '@folio/order-forms-contract';
import * as v from 'valibot';
import { NextDue, Order, OrderEvent, PickupCode } from './order.schema.js';

/** `?past=1`: events that ended; `0` (default): upcoming and running ones. */
export const PastQuery = v.object({
  past: v.optional(v.picklist(['0', '1'], 'The past filter must be 0 or 1.'), '0'),
});
export type PastQuery = v.InferOutput<typeof PastQuery>;

/** Money of one currency (orders of one event may be in several). */
export const MoneyTotals = v.object({
  currency: CurrencyCode,
  total_minor: MinorUnits,
  paid_minor: MinorUnits,
  owed_minor: MinorUnits,
});
export type MoneyTotals = v.InferOutput<typeof MoneyTotals>;

export { PICKUP_CODE_PATTERN } from './order.schema.js';

/**
 * One event as the reader sees it across every seller they ordered from there: the orders,
 * what is paid and owed, the next payment due, and one pickup code for all of it (null when none
 * of the orders is to be collected: all cancelled, refunded or defaulted).
 */
export const EventOrders = v.object({
  event: OrderEvent,
  pickup_code: v.nullable(PickupCode),
  orders: v.array(Order),
  totals: v.array(MoneyTotals),
  next_due: v.nullable(v.object({ ...NextDue.entries, currency: CurrencyCode, order_number: v.string() })),
});
export type EventOrders = v.InferOutput<typeof EventOrders>;

export const EventOrdersListResponse = v.object({ data: v.array(EventOrders) });
export type EventOrdersListResponse = v.InferOutput<typeof EventOrdersListResponse>;

/** An event on /account/events: the reader's live orders there, counted. */
export const AccountEvent = v.object({
  event: OrderEvent,
  order_count: Count,
  seller_count: Count,
  totals: v.array(MoneyTotals),
  next_due_date: v.nullable(IsoDate),
  last_ordered_at: IsoDateTime,
});
export type AccountEvent = v.InferOutput<typeof AccountEvent>;

export const AccountEventListResponse = v.object({ data: v.array(AccountEvent) });
export type AccountEventListResponse = v.InferOutput<typeof AccountEventListResponse>;

/** GET /api/account/events/{slug}/orders: one event's orders (404 when the reader has none there). */
/** The reader's orders for one event; `data` null when they have none there (their own empty view, not a missing page). */
export const AccountEventOrdersResponse = v.object({ data: v.nullable(EventOrders) });
export type AccountEventOrdersResponse = v.InferOutput<typeof AccountEventOrdersResponse>;
