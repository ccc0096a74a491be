import type { UserRow } from '@folio/auth-server';
import type { InstalmentDetail } from '@folio/orders-contract';
import { instalments, orders, orderViews, toInstalment, type InstalmentRow, type OrderRow } from '@folio/orders-server';
import { isUuid, notFound } from '@folio/server-kit';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { applyPayment } from './apply-payment.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { conflict } from './checkout-errors.js';
import { idempotent, type Answer } from './idempotent.js';
import { customerOf, toConfirm } from './provider-payment.js';

const NOT_FOUND = 'Instalment not found.';

/** The reader's instalment with its order, or 404 (another reader's, or a guessed id). */
async function ownInstalment(
  deps: Pick<CheckoutDeps, 'db'>,
  id: string,
  userId: string,
): Promise<{ instalment: InstalmentRow; order: OrderRow }> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await deps.db
    .select({ instalment: instalments, order: orders })
    .from(instalments)
    .innerJoin(orders, eq(orders.id, instalments.orderId))
    .where(and(eq(instalments.id, id.toLowerCase()), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * GET /api/installments/{id}. While an early payment is open, its state is read from the provider
 * and applied (the success page polls this), so the answer is as paid as the provider says.
 */
export async function instalmentDetail(deps: CheckoutDeps, id: string, userId: string): Promise<InstalmentDetail> {
  let { instalment, order } = await ownInstalment(deps, id, userId);
  if (instalment.status !== 'paid' && instalment.paymentId) {
    await applyPayment(deps, instalment.paymentId);
    ({ instalment, order } = await ownInstalment(deps, id, userId));
  }
  const [view] = await orderViews(deps.db, deps.catalog, [order], (deps.now ?? (() => new Date()))());
  return { instalment: toInstalment(instalment), order: view! };
}

/**
 * POST /api/installments/{id}/pay (Idempotency-Key): a payment for one instalment, paid early,
 * for the browser to confirm (with the saved method or a new one). Key at the provider:
 * `instalment-{id}-attempt-{n}`, n counting attempts, so a retry of one attempt is one payment.
 */
async function payEarly(deps: CheckoutDeps, user: UserRow, id: string): Promise<Answer> {
  const { instalment, order } = await ownInstalment(deps, id, user.id);
  if (instalment.status === 'paid') throw conflict('cart_not_open', 'This instalment is already paid.');
  if (instalment.status === 'cancelled' || order.status !== 'deposit_paid')
    throw conflict('cart_not_open', 'This instalment can no longer be paid.');
  const [attempt] = await deps.db
    .update(instalments)
    .set({ attempts: sql`${instalments.attempts} + 1`, updatedAt: (deps.now ?? (() => new Date()))() })
    .where(and(eq(instalments.id, instalment.id), inArray(instalments.status, ['scheduled', 'failed'])))
    .returning();
  if (!attempt) throw conflict('cart_not_open', 'This instalment can no longer be paid.');
  const customerId = order.providerCustomerId ?? (await customerOf(deps.db, deps.provider, user));
  const payment = await deps.provider.createPayment({
    amountMinor: instalment.amountMinor,
    currency: order.currency,
    customerId,
    idempotencyKey: `instalment-${instalment.id}-attempt-${attempt.attempts}`,
    description: `Folio order ${order.orderNumber}, instalment ${instalment.sequence}`,
    metadata: { order_id: order.id, order_number: order.orderNumber, instalment_id: instalment.id, kind: 'instalment' },
    saveMethodForLater: false,
  });
  const [updated] = await deps.db
    .update(instalments)
    .set({ paymentId: payment.id })
    .where(eq(instalments.id, instalment.id))
    .returning();
  return {
    status: 201,
    body: {
      data: {
        instalment: toInstalment(updated!),
        payment: await toConfirm(deps.provider, payment, (deps.now ?? (() => new Date()))()),
      },
    },
  };
}

export function payInstalment(deps: CheckoutDeps, user: UserRow, id: string, key: string): Promise<Answer> {
  return idempotent(
    deps.db,
    { userId: user.id, key, scope: 'instalment', target: id.toLowerCase() },
    () => payEarly(deps, user, id),
    { at: (deps.now ?? (() => new Date()))(), instance: deps.instance },
  );
}
