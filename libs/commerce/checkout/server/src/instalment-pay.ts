import type { UserRow } from '@folio/auth-server';
import type { InstalmentDetail } from '@folio/orders-contract';
import {
  instalmentById,
  instalmentWithOrder,
  openEarlyAttempt,
  orderViews,
  storeEarlyPayment,
  toInstalment,
  type InstalmentRow,
  type OrderRow,
} from '@folio/orders-server';
import type { Payment } from '@folio/payments-server';
import { isUuid, notFound } from '@folio/server-kit';
import { applyPayment } from './apply-payment.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { conflict } from './checkout-errors.js';
import { idempotent, type Answer } from './idempotent.js';
import { instalmentChargeInFlight } from './instalments/instalment.repo.js';
import { customerOf, toConfirm } from './provider-payment.js';

const NOT_FOUND = 'Instalment not found.';

/** The reader's instalment with its order, or 404 (another reader's, or a guessed id). */
async function ownInstalment(
  deps: Pick<CheckoutDeps, 'db'>,
  id: string,
  userId: string,
): Promise<{ instalment: InstalmentRow; order: OrderRow }> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const row = await instalmentWithOrder(deps.db, id.toLowerCase());
  if (row?.order.userId !== userId) throw notFound(NOT_FOUND);
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

/** Refuses an instalment that cannot take an early payment now. */
function refuseUnpayable(instalment: InstalmentRow, order: OrderRow): void {
  if (instalment.status === 'paid') throw conflict('cart_not_open', 'This instalment is already paid.');
  if (!PAYABLE_EARLY.includes(instalment.status as (typeof PAYABLE_EARLY)[number]) || order.status !== 'deposit_paid')
    throw conflict('cart_not_open', 'This instalment can no longer be paid.');
}

const PAYABLE_EARLY = ['scheduled', 'failed'] as const;
/** A payment the reader can still confirm, with this card or another: the one every request answers. */
const OPEN_STATUSES: ReadonlySet<Payment['status']> = new Set(['requires_payment_method', 'requires_action']);
/** Rounds of the compare-and-set below before giving up (each lost round means another request opened the attempt). */
const MAX_ROUNDS = 4;

/**
 * POST /api/installments/{id}/pay (Idempotency-Key): the instalment's one early payment, for the
 * browser to confirm (with the saved method or a new one). Never two live payments: while the
 * reader's current early payment can still be confirmed, every request answers it, whatever its
 * key (a declined card leaves it open for another card, as a processor's payment stays); a new
 * attempt is opened only when there is none yet or the last was cancelled. Opening one is a
 * compare-and-set on `early_attempt`, and the payment's key at the provider is
 * `instalment-{id}-attempt-{n}` for that n, so requests racing to open the same attempt all get
 * the same payment. While the scheduler is charging the instalment, the request is refused (it
 * cancels an open early payment before charging, so the two never both take money).
 */
async function payEarly(deps: CheckoutDeps, user: UserRow, id: string): Promise<Answer> {
  const now = () => (deps.now ?? (() => new Date()))();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { instalment, order } = await ownInstalment(deps, id, user.id);
    refuseUnpayable(instalment, order);
    if (await instalmentChargeInFlight(deps.db, order.id, now()))
      throw conflict('checkout_in_progress', 'This instalment is being charged right now. Try again in a minute.');
    if (instalment.earlyAttempt !== null) {
      const payment = await earlyPayment(deps, user, instalment, order, instalment.earlyAttempt);
      if (OPEN_STATUSES.has(payment.status)) return answered(deps, instalment.id, payment, now());
      if (payment.status !== 'canceled') {
        // Paid or being paid: applied now, so the answer says so.
        await applyPayment(deps, payment.id);
        throw conflict('cart_not_open', 'This instalment is already being paid.');
      }
    }
    const opened = await openEarlyAttempt(deps.db, instalment.id, instalment.earlyAttempt, PAYABLE_EARLY, now());
    // Lost the race: another request opened this attempt (or the instalment changed). Look again.
    if (!opened) continue;
    const payment = await earlyPayment(deps, user, opened, order, opened.earlyAttempt!);
    return answered(deps, opened.id, payment, now());
  }
  throw conflict('checkout_in_progress', 'This instalment is being paid in another window. Reload the page.');
}

/**
 * The early payment of attempt `n`: read from the provider once its id is stored, else created
 * with the attempt's key (the same parameters every time, so a racing or retried request gets
 * the same payment) and stored while that attempt is still the current one.
 */
async function earlyPayment(
  deps: CheckoutDeps,
  user: UserRow,
  instalment: InstalmentRow,
  order: OrderRow,
  n: number,
): Promise<Payment> {
  if (instalment.paymentId) return deps.provider.getPayment(instalment.paymentId);
  const customerId = order.providerCustomerId ?? (await customerOf(deps.db, deps.provider, user));
  const payment = await deps.provider.createPayment({
    amountMinor: instalment.amountMinor,
    currency: order.currency,
    customerId,
    idempotencyKey: `instalment-${instalment.id}-attempt-${n}`,
    description: `Folio order ${order.orderNumber}, instalment ${instalment.sequence}`,
    metadata: { order_id: order.id, order_number: order.orderNumber, instalment_id: instalment.id, kind: 'instalment' },
    saveMethodForLater: false,
  });
  await storeEarlyPayment(deps.db, instalment.id, n, payment.id);
  return payment;
}

async function answered(deps: CheckoutDeps, instalmentId: string, payment: Payment, at: Date): Promise<Answer> {
  const row = await instalmentById(deps.db, instalmentId);
  return {
    status: 201,
    body: { data: { instalment: toInstalment(row!), payment: await toConfirm(deps.provider, payment, at) } },
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
