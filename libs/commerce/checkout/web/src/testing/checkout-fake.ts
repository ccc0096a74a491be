import type { CartFake } from '@folio/cart/testing';
import {
  checkoutRoutePatterns,
  type DepositQuote,
  type PlaceOrderInput,
  type UpdateQtySoldInput,
} from '@folio/checkout-contract';
import {
  IDEMPOTENCY_KEY_HEADER,
  orderRoutePatterns,
  type Instalment,
  type Order,
  type PaymentPlan,
} from '@folio/orders-contract';
import { buildPaymentPlan } from '@folio/pricing';
import { api, apiError } from '@folio/testing';
import { HttpResponse, type RequestHandler } from 'msw';
import { anInstalment, anOrder, aPayment, refundAll } from './checkout-factories';

/** A placement the fake received: its key and body. */
export interface PlacementCall {
  cartId: string;
  key: string | null;
  body: PlaceOrderInput;
}

/** A refusal the next placement answers (422 unless told), with the conflict's order number if any. */
export interface PlacementRefusal {
  status?: number;
  message?: string;
  code?: string;
  order_number?: string;
}

export interface CheckoutFake {
  /** msw handlers: `apiServer.use(...fake.handlers)` (beside the cart fake's). */
  handlers: RequestHandler[];
  placements: PlacementCall[];
  /** The next placements answer these refusals, in order (a 503 leaves no stored answer). */
  refusePlacement(...refusals: PlacementRefusal[]): void;
  orders(): Order[];
  /** The instalments of a deposit order, as written at placement. */
  plan(orderNumber: string): PaymentPlan | null;
  /** Puts an order in (e.g. one already paid), with an optional plan. */
  seedOrder(order: Order, instalments?: Instalment[], cartId?: string): void;
  /** Marks the order paid as the provider's notification would. */
  markPaid(orderNumber: string): void;
}

export interface CheckoutFakeOptions {
  carts: CartFake;
  /** Each cart's deposit policy (none when left out). */
  quotes?: Record<string, DepositQuote | null>;
  /** A shipping choice gives the cart a new cart_uid (as the server does when the rate changes). */
  newUidOnShipping?: boolean;
  /** The plan's purchase time. */
  now?: () => Date;
}

/**
 * A stateful checkout server that follows @folio/checkout-contract and @folio/orders-contract:
 * placements keyed by Idempotency-Key (the same key answers the same stored order), update-qty-sold,
 * the shipping choice, the deposit quote, the cart's placed order, orders, plans and instalments.
 */
export function createCheckoutFake({
  carts,
  quotes = {},
  newUidOnShipping = false,
  now = () => new Date(),
}: CheckoutFakeOptions): CheckoutFake {
  const placements: PlacementCall[] = [];
  const refusals: PlacementRefusal[] = [];
  const stored = new Map<string, unknown>();
  const orders = new Map<string, Order>();
  const plans = new Map<string, PaymentPlan>();
  const cartOf = new Map<string, string>();
  let uidSequence = 0;

  const save = (order: Order) => orders.set(order.order_number, order);
  const byCart = (cartId: string) =>
    [...orders.values()].reverse().find((order) => cartOf.get(order.order_number) === cartId) ?? null;
  const instalmentOf = (id: string) => {
    for (const plan of plans.values()) {
      const instalment = plan.instalments.find((each) => each.id === id);
      if (instalment) return { plan, instalment, order: orders.get(plan.order_number) as Order };
    }
    return null;
  };

  const place = (cartId: string, body: PlaceOrderInput) => {
    const cart = carts.cart(cartId);
    if (!cart) return apiError(404, 'Not found.', 'not_found');
    const order = anOrder(cart, { payment_mode: body.mode });
    cartOf.set(order.order_number, cartId);
    const deposit = body.mode === 'deposit' ? (body.deposit_minor ?? order.total_minor) : order.total_minor;
    if (body.mode === 'deposit') {
      const planned = buildPaymentPlan({
        totalMinor: order.total_minor,
        depositMinor: deposit,
        instalments: body.instalments ?? 1,
        purchasedAt: now(),
        closeDate: order.order_form.close_date,
      });
      plans.set(order.order_number, {
        order_number: order.order_number,
        currency: order.currency,
        total_minor: order.total_minor,
        deposit_minor: deposit,
        deposit_paid_at: null,
        instalments: planned.map((each) =>
          anInstalment({ sequence: each.sequence, due_date: each.dueDate, amount_minor: each.amountMinor }),
        ),
        missed_payment_outcome: 'cancel_order',
      });
    }
    save(order);
    return { data: { order, payment: aPayment(deposit, order.currency) } };
  };

  const paid = (order: Order): Order => {
    const plan = plans.get(order.order_number);
    if (!plan)
      return {
        ...order,
        status: 'paid',
        paid_minor: order.total_minor,
        owed_minor: 0,
        paid_at: now().toISOString(),
        payment_expires_at: null,
        cancellable: true,
        cancellation: refundAll(order.total_minor),
      };
    plans.set(order.order_number, { ...plan, deposit_paid_at: now().toISOString() });
    const first = plan.instalments[0];
    return {
      ...order,
      status: 'deposit_paid',
      paid_minor: plan.deposit_minor,
      owed_minor: order.total_minor - plan.deposit_minor,
      next_due: first ? { due_date: first.due_date, amount_minor: first.amount_minor, instalment_id: first.id } : null,
      paid_at: now().toISOString(),
      payment_expires_at: null,
      cancellable: true,
      cancellation: refundAll(plan.deposit_minor),
    };
  };

  const handlers: RequestHandler[] = [
    api.post(checkoutRoutePatterns.place, async ({ params, request }) => {
      const cartId = String(params['id']);
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      const body = (await request.json()) as PlaceOrderInput;
      placements.push({ cartId, key, body });
      const refusal = refusals.shift();
      if (refusal) {
        const answer = {
          message: refusal.message ?? 'Refused.',
          code: refusal.code ?? 'refused',
          ...(refusal.order_number ? { order_number: refusal.order_number } : {}),
        };
        return HttpResponse.json(answer, { status: refusal.status ?? 422 });
      }
      if (key && stored.has(key)) return HttpResponse.json(stored.get(key) as Record<string, unknown>, { status: 201 });
      const answer = place(cartId, body);
      if (answer instanceof Response) return answer;
      if (key) stored.set(key, answer);
      return HttpResponse.json(answer, { status: 201 });
    }),
    api.post(checkoutRoutePatterns.updateQtySold, async ({ params, request }) => {
      const input = (await request.json()) as UpdateQtySoldInput;
      const order = byCart(String(params['id']));
      if (!order || !input.payment_id) return apiError(404, 'Not found.', 'not_found');
      const next = order.status === 'pending_payment' ? paid(order) : order;
      save(next);
      return HttpResponse.json({ data: next });
    }),
    api.patch(checkoutRoutePatterns.shipping, async ({ params, request }) => {
      const input = (await request.json()) as { shipping_rate_id: string };
      const cart = carts.cart(String(params['id']));
      if (!cart) return apiError(404, 'Not found.', 'not_found');
      const rate = { id: input.shipping_rate_id, name: 'Chosen rate', country_code: null, price_minor: 500 };
      uidSequence += 1;
      const next = carts.seed({
        ...cart,
        shipping: rate,
        cart_uid: newUidOnShipping ? `${cart.cart_uid}-s${uidSequence}` : cart.cart_uid,
      });
      return HttpResponse.json({ data: next });
    }),
    api.get(checkoutRoutePatterns.deposit, ({ params }) =>
      HttpResponse.json({ data: quotes[String(params['id'])] ?? null }),
    ),
    api.get(checkoutRoutePatterns.placedOrder, ({ params }) =>
      HttpResponse.json({ data: byCart(String(params['id'])) }),
    ),
    api.get(checkoutRoutePatterns.ready, () =>
      HttpResponse.json({
        data: carts
          .carts()
          .filter((cart) => cart.status === 'open' && cart.total_quantity > 0)
          .map((cart) => {
            const total = cart.subtotal_minor - (cart.coupon?.discount_minor ?? 0) + (cart.shipping?.price_minor ?? 0);
            const quote = quotes[cart.id];
            return {
              cart,
              order: {
                cart_id: cart.id,
                currency: cart.order_form.currency,
                subtotal_minor: cart.subtotal_minor,
                discount_minor: cart.coupon?.discount_minor ?? 0,
                shipping_minor: cart.shipping?.price_minor ?? 0,
                total_minor: total,
                total_quantity: cart.total_quantity,
                deposit: quote ? { percent: quote.percent, amount_minor: quote.min_deposit_minor } : null,
              },
              pending_order_number: null,
            };
          }),
      }),
    ),
    api.get(orderRoutePatterns.paymentPlan, ({ params }) =>
      HttpResponse.json({ data: plans.get(String(params['orderNumber'])) ?? null }),
    ),
    api.get(orderRoutePatterns.order, ({ params }) => {
      const order = orders.get(String(params['orderNumber']));
      return order ? HttpResponse.json({ data: order }) : apiError(404, 'Not found.', 'not_found');
    }),
    api.get(orderRoutePatterns.instalment, ({ params }) => {
      const found = instalmentOf(String(params['id']));
      return found
        ? HttpResponse.json({ data: { instalment: found.instalment, order: found.order } })
        : apiError(404, 'Not found.', 'not_found');
    }),
    api.post(orderRoutePatterns.pay, ({ params }) => {
      const order = orders.get(String(params['orderNumber']));
      if (!order) return apiError(404, 'Not found.', 'not_found');
      if (order.status !== 'pending_payment')
        return apiError(409, 'This order is not waiting for payment.', 'cart_not_open');
      const first = plans.get(order.order_number)?.deposit_minor ?? order.total_minor;
      return HttpResponse.json({ data: { order, payment: aPayment(first, order.currency) } });
    }),
    api.post(orderRoutePatterns.giveUp, ({ params }) => {
      const order = orders.get(String(params['orderNumber']));
      if (!order) return apiError(404, 'Not found.', 'not_found');
      if (order.status !== 'pending_payment' && order.status !== 'abandoned')
        return apiError(409, 'This order is not waiting for payment.', 'cart_not_open');
      const given: Order = { ...order, status: 'abandoned', owed_minor: 0, payment_expires_at: null };
      save(given);
      // As the server does: the cart is open again.
      const cart = carts.cart(cartOf.get(order.order_number) ?? '');
      if (cart) carts.seed({ ...cart, status: 'open' });
      return HttpResponse.json({ data: given, message: 'Order given up: its items are back in your cart.' });
    }),
    api.post(orderRoutePatterns.payInstalment, ({ params, request }) => {
      const found = instalmentOf(String(params['id']));
      if (!found) return apiError(404, 'Not found.', 'not_found');
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
      const answer = (stored.get(key) as object | undefined) ?? {
        data: { instalment: found.instalment, payment: aPayment(found.instalment.amount_minor, found.order.currency) },
      };
      stored.set(key, answer);
      return HttpResponse.json(answer);
    }),
  ];

  return {
    handlers,
    placements,
    refusePlacement: (...more) => void refusals.push(...more),
    orders: () => [...orders.values()],
    plan: (orderNumber) => plans.get(orderNumber) ?? null,
    seedOrder: (order, instalments, cartId) => {
      save(order);
      if (cartId) cartOf.set(order.order_number, cartId);
      if (instalments) {
        plans.set(order.order_number, {
          order_number: order.order_number,
          currency: order.currency,
          total_minor: order.total_minor,
          deposit_minor: order.paid_minor,
          deposit_paid_at: order.paid_at,
          instalments,
          missed_payment_outcome: 'cancel_order',
        });
      }
    },
    markPaid: (orderNumber) => {
      const order = orders.get(orderNumber);
      if (order) save(paid(order));
    },
  };
}
