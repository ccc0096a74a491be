import type { UserRow } from '@folio/auth-server';
import type { Database } from '@folio/db';
import type { PaymentToConfirm } from '@folio/orders-contract';
import { attachPlacementPayment, type OrderRow } from '@folio/orders-server';
import type { Payment, PaymentProvider, SavedPaymentMethod } from '@folio/payments-server';
import { and, eq } from 'drizzle-orm';
import type { CheckoutDeps } from './checkout-deps.js';
import { paymentCustomers } from './checkout.table.js';

/** The reader's customer at the provider, created once (the provider is idempotent by user id too). */
export async function customerOf(
  db: Database,
  provider: PaymentProvider,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>,
): Promise<string> {
  const [known] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, user.id), eq(paymentCustomers.provider, provider.kind)));
  if (known) return known.customerId;
  const customerId = await provider.ensureCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, provider: provider.kind, customerId })
    .onConflictDoNothing();
  return customerId;
}

/**
 * The order's first payment (the total, or the deposit), created with the key `order-{id}-payment`:
 * a retry after a crash gets the same payment. A deposit with a balance saves the method for the
 * instalments' off-session charges.
 */
export async function orderPayment(
  deps: Pick<CheckoutDeps, 'db' | 'provider' | 'crash'>,
  user: UserRow,
  order: OrderRow,
): Promise<Payment> {
  const { db, provider } = deps;
  const saveMethodForLater = order.paymentMode === 'deposit' && order.firstPaymentMinor < order.totalMinor;
  const customerId = await customerOf(db, provider, user);
  const payment = await provider.createPayment({
    amountMinor: order.firstPaymentMinor,
    currency: order.currency,
    customerId,
    idempotencyKey: `order-${order.id}-payment`,
    description: `Folio order ${order.orderNumber}`,
    metadata: { order_id: order.id, order_number: order.orderNumber, kind: 'order' },
    saveMethodForLater,
  });
  deps.crash?.('placement.after-payment');
  await attachPlacementPayment(db, order.id, payment.id, customerId);
  return payment;
}

/** A saved card is offered until the end of its expiry month (UTC); a wallet has no expiry. */
const unexpired = (method: SavedPaymentMethod, at: Date) =>
  method.expYear === null ||
  method.expMonth === null ||
  method.expYear * 12 + method.expMonth >= at.getUTCFullYear() * 12 + at.getUTCMonth() + 1;

/**
 * The payment as the browser's form receives it, with the buyer's saved methods that can still pay
 * it (a deposit's card, say), so they need not type a card again.
 */
export async function toConfirm(provider: PaymentProvider, payment: Payment, at: Date): Promise<PaymentToConfirm> {
  const saved = payment.customerId ? await provider.listSavedMethods(payment.customerId) : [];
  return {
    id: payment.id,
    client_secret: payment.clientSecret,
    status: payment.status,
    amount_minor: payment.amountMinor,
    currency: payment.currency.toUpperCase(),
    saved_methods: saved.filter((method) => unexpired(method, at)).map(({ id, kind, label }) => ({ id, kind, label })),
  };
}
