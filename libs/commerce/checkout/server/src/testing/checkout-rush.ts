import { heldUnits } from '@folio/cart-server';
import { products } from '@folio/order-forms-server/schema';
import { orderLines, orders, transactions } from '@folio/orders-server/schema';
import { embeddedPayPayments } from '@folio/payments-server/schema';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { paymentCustomers } from '../checkout.table.js';
import type { CheckoutTestApp, Reply } from './checkout-test-app.js';

/*
 * R1 and R4 as stories a test runs and then checks by what it returns: what every buyer was told,
 * and what the database and the provider hold afterwards. The suites on PostgreSQL and on PGlite
 * (R16) run the same stories and expect the same outcomes.
 */

/** A refusal a buyer can act on: the status, a code the client knows, and words to show. */
const refusedWith = (answer: Reply, status: number, code: string) =>
  answer.status === status &&
  answer.body?.code === code &&
  typeof answer.body?.message === 'string' &&
  answer.body.message.length > 0;

export function shuffle<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What a last-units rush left, for the suite to compare with what it should be. */
export interface LastUnitsOutcome {
  /** Buyers answered 201 with an order. */
  won: number;
  /** Buyers answered 409 out_of_stock with a message. */
  outOfStock: number;
  /** Any other answer (none is expected): its status and code. */
  otherAnswers: { status: number; code: unknown }[];
  /** Orders the form holds, and the units on their lines. */
  orders: number;
  unitsOrdered: number;
  /** Sold plus held units of the product after the rush: never more than its limit. */
  unitsTaken: number;
  /** Provider payments of the placed orders (one each), and any other this rush made (none). */
  paymentsOfOrders: number;
  paymentsOfLosers: number;
  /** Charges recorded once the winners paid, and the product's `stock_sold` then. */
  charges: number;
  stockSoldAfterPaying: number;
}

/** What a last-units rush must leave: exactly `units` orders and charges, a clean 409 for the rest. */
export function lastUnitsHeld(units: number, buyers: number): LastUnitsOutcome {
  return {
    won: units,
    outOfStock: buyers - units,
    otherAnswers: [],
    orders: units,
    unitsOrdered: units,
    unitsTaken: units,
    paymentsOfOrders: units,
    paymentsOfLosers: 0,
    charges: units,
    stockSoldAfterPaying: units,
  };
}

/**
 * R1: `buyers` signed-in readers, each with a cart of one unit of a product that has `units` left
 * (a fresh form and product), check out at the same moment. Then every winner pays and confirms.
 */
export async function lastUnitsRush(
  app: CheckoutTestApp,
  { units, buyers: count }: { units: number; buyers: number },
): Promise<LastUnitsOutcome> {
  const form = await app.formOf();
  const sold = 100;
  const product = await app.productOf(form.id, { stockLimit: sold + units, stockSold: sold });
  const buyers = await Promise.all(Array.from({ length: count }, () => app.reader()));
  const carts = await Promise.all(buyers.map((b) => app.cart(b.user.id, form.id, product.id, 1)));
  const answers = await Promise.all(buyers.map((b, i) => app.checkout(b, carts[i]!.id)));

  const placed = await app.db.select().from(orders).where(eq(orders.orderFormId, form.id));
  const placedIds = placed.map((o) => o.id);
  const lines =
    placedIds.length === 0 ? [] : await app.db.select().from(orderLines).where(inArray(orderLines.orderId, placedIds));
  const held = await heldUnits(app.db, { productIds: [product.id], bundleIds: [] }, app.clock.now());
  const [afterRush] = await app.db.select().from(products).where(eq(products.id, product.id));
  const losers = buyers.filter((_, i) => answers[i]!.status !== 201).map((b) => b.user.id);
  const paymentsOfLosers = await paymentsOfUsers(app, losers);
  const paymentsOfOrders = await paymentsOf(app, placedIds);

  const winners = answers.flatMap((answer, i) =>
    answer.status === 201 ? [{ answer, buyer: buyers[i]!, cart: carts[i]! }] : [],
  );
  for (const { answer } of winners) await app.pay(answer.body.data.payment);
  await Promise.all(
    winners.map(({ answer, buyer, cart }) =>
      buyer.call('POST', `/api/cart/${cart.id}/update-qty-sold`, {
        payment_id: answer.body.data.payment.id,
        method: 'card',
      }),
    ),
  );
  const charges =
    placedIds.length === 0
      ? []
      : await app.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(and(inArray(transactions.orderId, placedIds), eq(transactions.kind, 'charge')));
  const [afterPaying] = await app.db.select().from(products).where(eq(products.id, product.id));

  return {
    won: winners.length,
    outOfStock: answers.filter((a) => refusedWith(a, 409, 'out_of_stock')).length,
    otherAnswers: answers
      .filter((a) => a.status !== 201 && !refusedWith(a, 409, 'out_of_stock'))
      .map((a) => ({ status: a.status, code: a.body?.code })),
    orders: placed.length,
    unitsOrdered: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitsTaken: afterRush!.stockSold - sold + (held.products.get(product.id) ?? 0),
    paymentsOfOrders: paymentsOfOrders.length,
    paymentsOfLosers: paymentsOfLosers.length,
    charges: charges.length,
    stockSoldAfterPaying: afterPaying!.stockSold - sold,
  };
}

/** The provider's payments made for these orders (by the order id in their metadata). */
export const paymentsOf = async (app: CheckoutTestApp, orderIds: string[]) =>
  orderIds.length === 0
    ? []
    : app.db
        .select()
        .from(embeddedPayPayments)
        .where(inArray(sql`${embeddedPayPayments.metadata}->>'order_id'`, orderIds));

/**
 * The provider's payments for these readers (by their customer at the provider), and any payment
 * that names no order: what a buyer refused before paying must not have.
 */
export async function paymentsOfUsers(app: CheckoutTestApp, userIds: string[]) {
  const customers = app.db
    .select({ id: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(inArray(paymentCustomers.userId, userIds.length > 0 ? userIds : ['-']));
  return app.db
    .select()
    .from(embeddedPayPayments)
    .where(
      or(inArray(embeddedPayPayments.customerId, customers), isNull(sql`${embeddedPayPayments.metadata}->>'order_id'`)),
    );
}

/** What a one-cart rush left. */
export interface OneCartOutcome {
  /** Order numbers of the cart's orders, and provider payments made for them. */
  orders: string[];
  payments: number;
  /** Order numbers in the 201 answers: only the cart's one order. */
  createdOrderNumbers: string[];
  /** Keys whose requests were not all given the same answer (a replay must be identical). */
  keysAnsweredDifferently: number;
  /** Requests with the key that placed the order that were refused it (a retry must get its order). */
  placingKeyRefused: number;
  /** Answers that are neither the order (201) nor a clear 409 checkout_in_progress with its words. */
  unclear: { status: number; code: unknown }[];
}

/** What a one-cart rush must leave: one order with one payment, each key answered alike. */
export function oneOrderHeld(outcome: OneCartOutcome): OneCartOutcome {
  return {
    orders: [outcome.orders[0] ?? 'one order'],
    payments: 1,
    createdOrderNumbers: outcome.orders,
    keysAnsweredDifferently: 0,
    placingKeyRefused: 0,
    unclear: [],
  };
}

/**
 * R4: one buyer's one cart checked out by `keys.reduce(+)` requests at the same moment, in
 * shuffled order: `keys[i]` requests with the i-th Idempotency-Key. Every key is sent more than
 * once, so whichever wins, its own retries show whether a repeat gets the order it placed.
 */
export async function oneCartRush(app: CheckoutTestApp, { keys: groups }: { keys: number[] }): Promise<OneCartOutcome> {
  const form = await app.formOf();
  const product = await app.productOf(form.id, { stockLimit: 5 });
  const buyer = await app.reader();
  const cart = await app.cart(buyer.user.id, form.id, product.id, 2);
  const keys = shuffle(
    groups.flatMap((n) => {
      const key = randomUUID();
      return Array.from({ length: n }, () => key);
    }),
  );
  const answers = await Promise.all(keys.map((k) => app.checkout(buyer, cart.id, undefined, k)));
  const placed = await app.db.select().from(orders).where(eq(orders.cartId, cart.id));
  const byKey = new Map<string, Reply[]>();
  answers.forEach((answer, i) => byKey.set(keys[i]!, [...(byKey.get(keys[i]!) ?? []), answer]));
  const placingKeys = new Set(placed.map((o) => o.placementKey));
  return {
    orders: placed.map((o) => o.orderNumber),
    payments: (
      await paymentsOf(
        app,
        placed.map((o) => o.id),
      )
    ).length,
    createdOrderNumbers: [
      ...new Set(answers.filter((a) => a.status === 201).map((a) => String(a.body.data.order.order_number))),
    ],
    // Equal as JSON values: a replay comes from a jsonb column, which orders an object's keys its own way.
    keysAnsweredDifferently: [...byKey.values()].filter((group) => group.some((a) => !isDeepStrictEqual(a, group[0])))
      .length,
    placingKeyRefused: answers.filter((a, i) => placingKeys.has(keys[i]!) && a.status !== 201).length,
    unclear: answers
      .filter((a) => a.status !== 201 && !refusedWith(a, 409, 'checkout_in_progress'))
      .map((a) => ({ status: a.status, code: a.body?.code })),
  };
}
