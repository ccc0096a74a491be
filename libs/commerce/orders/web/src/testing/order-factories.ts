import type {
  AccountEvent,
  EventOrders,
  Instalment,
  Order,
  OrderEvent,
  OrderLine,
  OrderSeller,
  PaymentPlan,
  TermsSnapshot,
  Transaction,
} from '@folio/orders-contract';

let sequence = 0;
/** A stable-looking uuid per call, so factories never collide within a test file. */
export function testUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-9000-${sequence.toString(16).padStart(12, '0')}`;
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** An order number of the contract's alphabet, different per call (`FO-222223`, ...). */
export function testOrderNumber(): string {
  sequence += 1;
  let rest = sequence;
  let code = '';
  for (let index = 0; index < 6; index += 1) {
    code = (ALPHABET[rest % ALPHABET.length] ?? '2') + code;
    rest = Math.floor(rest / ALPHABET.length);
  }
  return `FO-${code}`;
}

export function anOrderEvent(overrides: Partial<OrderEvent> = {}): OrderEvent {
  return {
    id: testUuid(),
    title: 'Chicago Signing Social',
    slug: 'chicago-signing-social',
    starts_at: '2099-06-01T15:00:00.000Z',
    ends_at: '2099-06-01T21:00:00.000Z',
    ...overrides,
  };
}

export function aSeller(overrides: Partial<OrderSeller> = {}): OrderSeller {
  return { id: testUuid(), name: 'Jessica Walter', kind: 'author', ...overrides };
}

/** A product line (2 signed hardcovers at 35.00 by default). */
export function anOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const quantity = overrides.quantity ?? 2;
  const unit = overrides.unit_minor ?? 3500;
  return {
    id: testUuid(),
    kind: 'product',
    product_id: testUuid(),
    bundle_id: null,
    title: 'Signed hardcover',
    variant_name: null,
    choices: [],
    quantity,
    unit_minor: unit,
    total_minor: unit * quantity,
    ...overrides,
  };
}

export const TEST_PICKUP_CODE = 'PK-ABCD2345';

/**
 * An order paid in full at a signing (one line of 70.00 USD, cancellable with everything
 * refunded). Overrides win; totals follow the lines unless given.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? [anOrderLine()];
  const subtotal = lines.reduce((sum, line) => sum + line.total_minor, 0);
  const total = overrides.total_minor ?? subtotal;
  const paid = overrides.paid_minor ?? total;
  return {
    id: testUuid(),
    order_number: testOrderNumber(),
    status: 'paid',
    payment_mode: 'full',
    currency: 'USD',
    cart_uid: testUuid(),
    lines,
    subtotal_minor: subtotal,
    discount_minor: 0,
    shipping_minor: 0,
    total_minor: total,
    coupon_code: null,
    paid_minor: paid,
    refunded_minor: 0,
    owed_minor: total - paid,
    next_due: null,
    seller: aSeller(),
    event: anOrderEvent(),
    order_form: { uid: 'of_abc123', slug: 'signed-preorders', title: 'Signed preorders', close_date: '2099-05-20' },
    payment_expires_at: null,
    cancellable: true,
    cancellation: { policy: 'refund_all', refund_minor: paid, reason: null },
    pickup_code: TEST_PICKUP_CODE,
    created_at: '2099-01-10T12:00:00.000Z',
    paid_at: '2099-01-10T12:01:00.000Z',
    cancelled_at: null,
    ...overrides,
  };
}

export function anInstalment(overrides: Partial<Instalment> = {}): Instalment {
  return {
    id: testUuid(),
    sequence: 1,
    due_date: '2099-03-01',
    amount_minor: 2000,
    status: 'scheduled',
    paid_at: null,
    attempts: 0,
    ...overrides,
  };
}

export function aPaymentPlan(
  order: Order,
  instalments: Instalment[],
  overrides: Partial<PaymentPlan> = {},
): PaymentPlan {
  const balance = instalments.reduce((sum, instalment) => sum + instalment.amount_minor, 0);
  return {
    order_number: order.order_number,
    currency: order.currency,
    total_minor: order.total_minor,
    deposit_minor: order.total_minor - balance,
    deposit_paid_at: order.paid_at,
    instalments,
    missed_payment_outcome: 'cancel_order',
    ...overrides,
  };
}

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: testUuid(),
    kind: 'charge',
    amount_minor: 7000,
    currency: 'USD',
    status: 'succeeded',
    method: 'card',
    provider_reference: 'pay_test_1',
    instalment_id: null,
    created_at: '2099-01-10T12:01:00.000Z',
    message: null,
    ...overrides,
  };
}

export function someTerms(overrides: Partial<TermsSnapshot> = {}): TermsSnapshot {
  return {
    terms: 'Books are signed at the event and held for pickup.',
    refund_policy: 'Full refund until the form closes.',
    deposit_policy: null,
    instalment_policy: null,
    accepted_at: '2099-01-10T12:00:30.000Z',
    ...overrides,
  };
}

/** Sums orders per currency as the server does. */
function totalsOf(orders: Order[]): EventOrders['totals'] {
  const byCurrency = new Map<string, EventOrders['totals'][number]>();
  for (const order of orders) {
    const entry = byCurrency.get(order.currency) ?? {
      currency: order.currency,
      total_minor: 0,
      paid_minor: 0,
      owed_minor: 0,
    };
    entry.total_minor += order.total_minor;
    entry.paid_minor += order.paid_minor;
    entry.owed_minor += order.owed_minor;
    byCurrency.set(order.currency, entry);
  }
  return [...byCurrency.values()];
}

/** One event's orders with their totals, next due and the one pickup code, computed from the orders. */
export function anEventOrders(
  event: OrderEvent,
  orders: Order[],
  pickupCode: string | null = TEST_PICKUP_CODE,
): EventOrders {
  const dues = orders.flatMap((order) =>
    order.next_due ? [{ ...order.next_due, currency: order.currency, order_number: order.order_number }] : [],
  );
  dues.sort((a, b) => a.due_date.localeCompare(b.due_date));
  return { event, pickup_code: pickupCode, orders, totals: totalsOf(orders), next_due: dues[0] ?? null };
}

/** An event on /account/events, counted from its orders. */
export function anAccountEvent(event: OrderEvent, orders: Order[]): AccountEvent {
  const summary = anEventOrders(event, orders);
  return {
    event,
    order_count: orders.length,
    seller_count: new Set(orders.map((order) => order.seller.id)).size,
    totals: summary.totals,
    next_due_date: summary.next_due?.due_date ?? null,
    last_ordered_at:
      orders
        .map((order) => order.created_at)
        .sort()
        .at(-1) ?? '2099-01-01T00:00:00.000Z',
  };
}
