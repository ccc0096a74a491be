import {
  orderRoutePatterns,
  type Order,
  type OrderEvent,
  type PaymentPlan,
  type TermsSnapshot,
  type Transaction,
} from '@folio/orders-contract';
import { api, apiError } from '@folio/testing';
import { HttpResponse, type RequestHandler } from 'msw';
import { anAccountEvent, anEventOrders } from './order-factories';

export interface OrdersFakeSeed {
  /** The signed-in reader's orders (anything not here is someone else's: 404). */
  orders: Order[];
  plans?: Record<string, PaymentPlan>;
  transactions?: Record<string, Transaction[]>;
  terms?: Record<string, TermsSnapshot>;
  /** Where "past" starts (events that ended before it); now by default. */
  now?: Date;
}

/**
 * A small stateful orders server that follows `@folio/orders-contract`: the reader's orders
 * (paginated, newest first), per event across sellers with one pickup code per event, one order
 * with its terms, plan and transactions, the account's events, and cancel under the order's own
 * policy (409 `{message, code: 'not_cancellable'}` with the order's reason when it may not be
 * cancelled). Unknown order numbers and events answer 404 like the server.
 */
export interface OrdersFake {
  handlers: RequestHandler[];
  order(orderNumber: string): Order | undefined;
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A pickup code per event id, stable for the fake's life. */
function pickupCodeFor(index: number): string {
  let rest = index + 1;
  let code = '';
  for (let position = 0; position < 8; position += 1) {
    code = (ALPHABET[rest % ALPHABET.length] ?? '2') + code;
    rest = Math.floor(rest / ALPHABET.length);
  }
  return `PK-${code}`;
}

const notFound = () => apiError(404, 'Order not found.', 'not_found');

export function createOrdersFake(seed: OrdersFakeSeed): OrdersFake {
  const now = seed.now ?? new Date();
  const codes = new Map<string, string>();
  const codeOf = (eventId: string) => {
    const known = codes.get(eventId);
    if (known) return known;
    const code = pickupCodeFor(codes.size);
    codes.set(eventId, code);
    return code;
  };
  // As the server: a code only while something is to be collected (paid or part-paid).
  const collecting = (order: Order) => order.status === 'paid' || order.status === 'deposit_paid';
  const orders = new Map<string, Order>(
    seed.orders.map((order) => [
      order.order_number,
      { ...order, pickup_code: order.event && collecting(order) ? codeOf(order.event.id) : null },
    ]),
  );
  const newestFirst = () => [...orders.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const isPast = (order: Order) => order.event !== null && new Date(order.event.ends_at) < now;

  /** The reader's events with their orders, upcoming or past, soonest (upcoming) or latest (past) first. */
  function byEvent(past: boolean) {
    const groups = new Map<string, { event: OrderEvent; orders: Order[] }>();
    for (const order of newestFirst()) {
      if (!order.event || isPast(order) !== past) continue;
      const group = groups.get(order.event.id) ?? { event: order.event, orders: [] };
      group.orders.push(order);
      groups.set(order.event.id, group);
    }
    const list = [...groups.values()].map((group) =>
      anEventOrders(group.event, group.orders, group.orders.some(collecting) ? codeOf(group.event.id) : null),
    );
    list.sort((a, b) => (past ? -1 : 1) * a.event.starts_at.localeCompare(b.event.starts_at));
    return list;
  }

  const withOrder =
    (resolve: (order: Order) => Response) =>
    ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
      const order = orders.get(String(params['orderNumber']));
      return order ? resolve(order) : notFound();
    };

  const handlers: RequestHandler[] = [
    api.get(orderRoutePatterns.byEvent, ({ request }) => {
      const past = new URL(request.url).searchParams.get('past') === '1';
      return HttpResponse.json({ data: byEvent(past) });
    }),
    api.get(orderRoutePatterns.list, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const page = Number(search.get('page') ?? '1');
      const perPage = Number(search.get('per_page') ?? '20');
      const all = newestFirst();
      return HttpResponse.json({
        data: all.slice((page - 1) * perPage, page * perPage),
        meta: {
          current_page: page,
          per_page: perPage,
          total: all.length,
          last_page: Math.max(1, Math.ceil(all.length / perPage)),
        },
      });
    }),
    api.get(
      orderRoutePatterns.terms,
      withOrder((order) => {
        const terms = seed.terms?.[order.order_number];
        return terms ? HttpResponse.json({ data: terms }) : notFound();
      }),
    ),
    api.get(
      orderRoutePatterns.paymentPlan,
      withOrder((order) => HttpResponse.json({ data: seed.plans?.[order.order_number] ?? null })),
    ),
    api.get(
      orderRoutePatterns.transactions,
      withOrder((order) => HttpResponse.json({ data: seed.transactions?.[order.order_number] ?? [] })),
    ),
    api.post(
      orderRoutePatterns.cancel,
      withOrder((order) => {
        if (!order.cancellable) {
          return apiError(
            409,
            order.cancellation.reason ?? 'This order can no longer be cancelled.',
            'not_cancellable',
          );
        }
        const refunded = order.cancellation.refund_minor;
        const cancelled: Order = {
          ...order,
          status: 'cancelled',
          cancellable: false,
          refunded_minor: refunded,
          owed_minor: 0,
          next_due: null,
          cancelled_at: now.toISOString(),
          cancellation: { ...order.cancellation, refund_minor: 0, reason: 'This order is already cancelled.' },
        };
        orders.set(order.order_number, cancelled);
        return HttpResponse.json({ data: { order: cancelled, refunded_minor: refunded }, message: 'Order cancelled.' });
      }),
    ),
    api.get(
      orderRoutePatterns.order,
      withOrder((order) => HttpResponse.json({ data: order })),
    ),
    api.get(orderRoutePatterns.accountEvents, ({ request }) => {
      const past = new URL(request.url).searchParams.get('past') === '1';
      return HttpResponse.json({ data: byEvent(past).map((entry) => anAccountEvent(entry.event, entry.orders)) });
    }),
    api.get(orderRoutePatterns.accountEventOrders, ({ params }) => {
      const entry = [...byEvent(false), ...byEvent(true)].find((candidate) => candidate.event.slug === params['slug']);
      // None of the reader's: their empty view, as the server answers it (null, not a 404).
      return HttpResponse.json({ data: entry ?? null });
    }),
  ];
  return { handlers, order: (orderNumber) => orders.get(orderNumber) };
}
