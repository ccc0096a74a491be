import type { Database } from '@folio/db';
import type { InstalmentState } from '@folio/orders-contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { instalments, type InstalmentRow } from './orders.table.js';

// What charging an instalment writes on its row, for checkout's scheduler and early payments,
// which decide when to charge and keep their own leases (`attempts`, `early_attempt`,
// `payment_id`, `next_attempt_at`, `last_error` and `reminder_sent_at` are the orders' columns).

/** The only order state whose instalments are charged: the deposit is paid, the balance is not. */
export const CHARGEABLE_ORDER_STATUS = 'deposit_paid';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** When an instalment is due: its next attempt, else the start (UTC) of its due date. */
const dueAt = sql`coalesce(i.next_attempt_at, i.due_date::timestamp at time zone 'UTC')`;

/**
 * Marks up to `limit` scheduled instalments of chargeable orders, due after `at` and by `horizon`
 * and not reminded yet, as reminded (soonest first; rows another process is claiming are skipped,
 * `skip locked`): each is returned once, whoever runs, for the caller to queue its reminder in the
 * same transaction.
 */
export async function claimInstalmentReminders(
  tx: Database,
  at: Date,
  horizon: Date,
  limit: number,
): Promise<{ instalmentId: string; orderId: string }[]> {
  const claimed = rowsOf(
    await tx.execute(sql`
      update instalments set reminder_sent_at = ${at}, updated_at = ${at}
      where id in (
        select i.id from instalments i join orders o on o.id = i.order_id
        where i.status = 'scheduled' and o.status = ${CHARGEABLE_ORDER_STATUS} and i.reminder_sent_at is null
          and (i.due_date::timestamp at time zone 'UTC') > ${at}
          and (i.due_date::timestamp at time zone 'UTC') <= ${horizon}
        order by i.due_date limit ${limit}
        for update of i skip locked)
      and reminder_sent_at is null
      returning id, order_id`),
  );
  return claimed.map((row) => ({ instalmentId: String(row['id']), orderId: String(row['order_id']) }));
}

/** A due instalment locked by `lockDueInstalments`, with what charging it needs of its order. */
export interface DueInstalment {
  instalmentId: string;
  orderId: string;
  orderNumber: string;
  sequence: number;
  amountMinor: number;
  currency: string;
  /** Charges tried so far (the scheduler's and early payments). */
  attempts: number;
  /** The reader's early payment of it, if one was opened. */
  earlyPaymentId: string | null;
  /** The buyer's customer at the provider and the placement's payment, whose method was saved. */
  customerId: string | null;
  depositPaymentId: string | null;
  /** The order's other scheduled instalments. */
  siblingIds: string[];
}

/**
 * Locks (`for update of` the instalment and its order, `skip locked`: rows another process is
 * claiming are skipped) up to `limit` scheduled instalments of chargeable orders due by `at`,
 * soonest first, leaving out the `busy` ones and every instalment of an order with a busy one.
 */
export async function lockDueInstalments(
  tx: Database,
  at: Date,
  limit: number,
  busy: readonly string[],
): Promise<DueInstalment[]> {
  const busyIds = `{${busy.join(',')}}`;
  const due = rowsOf(
    await tx.execute(sql`
      select i.id, i.order_id, i.sequence, i.amount_minor, i.attempts, i.payment_id as early_payment_id, o.order_number, o.currency, o.provider_customer_id, o.payment_id,
        array_to_string(array(
          select i2.id from instalments i2
          where i2.order_id = i.order_id and i2.id <> i.id and i2.status = 'scheduled'), ',') as sibling_ids
      from instalments i
      join orders o on o.id = i.order_id
      where i.status = 'scheduled' and o.status = ${CHARGEABLE_ORDER_STATUS}
        and ${dueAt} <= ${at}
        and i.id <> all(${busyIds}::uuid[])
        and not exists (
          select 1 from instalments i2
          where i2.order_id = i.order_id and i2.id <> i.id and i2.status = 'scheduled' and i2.id = any(${busyIds}::uuid[]))
      order by ${dueAt}, i.id
      limit ${limit}
      for update of i, o skip locked`),
  );
  return due.map((row) => ({
    instalmentId: String(row['id']),
    orderId: String(row['order_id']),
    orderNumber: String(row['order_number']),
    sequence: Number(row['sequence']),
    amountMinor: Number(row['amount_minor']),
    currency: String(row['currency']),
    attempts: Number(row['attempts']),
    earlyPaymentId: (row['early_payment_id'] as string | null) ?? null,
    customerId: (row['provider_customer_id'] as string | null) ?? null,
    depositPaymentId: (row['payment_id'] as string | null) ?? null,
    siblingIds: String(row['sibling_ids'] ?? '')
      .split(',')
      .filter((id) => id !== ''),
  }));
}

/** The instalment's charges tried become `attempts` (the number of the scheduler's charge starting now). */
export async function countInstalmentAttempt(tx: Database, id: string, attempts: number, at: Date): Promise<void> {
  await tx.update(instalments).set({ attempts, updatedAt: at }).where(eq(instalments.id, id));
}

/**
 * Opens the reader's next early payment of the instalment: `early_attempt` becomes its next
 * attempt's number, as a compare-and-set on the current one (`current`), while the instalment is
 * in one of `payable`. Null when another request opened it first, or the instalment changed.
 */
export async function openEarlyAttempt(
  tx: Database,
  id: string,
  current: number | null,
  payable: readonly InstalmentState[],
  at: Date,
): Promise<InstalmentRow | null> {
  const [opened] = await tx
    .update(instalments)
    .set({
      attempts: sql`${instalments.attempts} + 1`,
      earlyAttempt: sql`${instalments.attempts} + 1`,
      paymentId: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(instalments.id, id),
        inArray(instalments.status, [...payable]),
        current === null ? isNull(instalments.earlyAttempt) : eq(instalments.earlyAttempt, current),
      ),
    )
    .returning();
  return opened ?? null;
}

/** Stores the early payment of attempt `attempt` on the instalment while that attempt is the current one and has none. */
export async function storeEarlyPayment(tx: Database, id: string, attempt: number, paymentId: string): Promise<void> {
  await tx
    .update(instalments)
    .set({ paymentId })
    .where(and(eq(instalments.id, id), eq(instalments.earlyAttempt, attempt), isNull(instalments.paymentId)));
}

/** The scheduled instalment's next attempt moves to `until`. */
export async function postponeInstalment(tx: Database, id: string, until: Date): Promise<void> {
  await tx
    .update(instalments)
    .set({ nextAttemptAt: until })
    .where(and(eq(instalments.id, id), eq(instalments.status, 'scheduled')));
}

/** Keeps the provider's words of the instalment's last refused payment (the buyer sees them), and when it is tried again. */
export async function noteInstalmentDecline(
  tx: Database,
  id: string,
  message: string,
  at: Date,
  retryAt?: Date,
): Promise<void> {
  await tx
    .update(instalments)
    .set({ lastError: message, updatedAt: at, ...(retryAt ? { nextAttemptAt: retryAt } : {}) })
    .where(eq(instalments.id, id));
}
