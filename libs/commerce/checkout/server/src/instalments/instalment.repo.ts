import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import { noticeOrder } from '@folio/orders-server';
import { instalments } from '@folio/orders-server/schema';
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { InstalmentMail } from './instalment-mail.js';
import { instalmentSchedule } from './instalment-schedule.table.js';

/** The only order state whose instalments are charged: the deposit is paid, the balance is not. */
export const CHARGEABLE_ORDER_STATUS = 'deposit_paid';

/** A claimed instalment: what the charge needs. */
export interface DueCharge {
  instalmentId: string;
  orderId: string;
  orderNumber: string;
  sequence: number;
  amountMinor: number;
  currency: string;
  /** The buyer's customer at the provider and the placement's payment, whose method was saved. */
  customerId: string | null;
  depositPaymentId: string | null;
  /** The reader's early payment of this instalment, if one was opened: cancelled before the charge. */
  earlyPaymentId: string | null;
  /** `n` of this charge's key `instalment-{id}-attempt-{n}`. */
  attempt: number;
  /** The scheduler's declines recorded so far for this instalment. */
  failures: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** When an instalment is due: its next attempt, else the start (UTC) of its due date. */
const dueAt = sql`coalesce(i.next_attempt_at, i.due_date::timestamp at time zone 'UTC')`;

/** Claims and leases: the statements that decide who does what, safe with any number of processes. */
export function instalmentRepo(db: Database, mail: MailQueue) {
  return {
    /**
     * Marks every live instalment due within the horizon and not reminded yet as reminded, and
     * queues its reminder in the same transaction: one reminder per instalment, whoever runs.
     */
    async claimReminders(at: Date, horizon: Date, limit: number): Promise<number> {
      let total = 0;
      for (;;) {
        const ids = await db.transaction(async (tx) => {
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
          ).map((row) => ({ id: String(row['id']), orderId: String(row['order_id']) }));
          for (const { id, orderId } of claimed) {
            await mail.enqueueIn(tx, InstalmentMail.reminder, {
              instalmentId: id,
            });
            await noticeOrder(tx, orderId, { event: 'instalment_due', instalmentId: id }, at);
          }
          return claimed;
        });
        total += ids.length;
        if (ids.length < limit) return total;
      }
    },

    /**
     * Claims due instalments of live orders for `instanceId` until `leaseUntil`, at most one per
     * order at a time (so the seller's outcome of one instalment never races a charge of the next):
     * rows another process is claiming are skipped (`skip locked` on the instalment and its order),
     * rows held by a lease are skipped until it runs out. A cancellation takes the order's lock
     * and checks `instalmentChargeInFlight`, so it is never overtaken by a charge.
     */
    async claimDue(at: Date, leaseUntil: Date, instanceId: string, limit: number): Promise<DueCharge[]> {
      return db.transaction(async (tx) => {
        const due = rowsOf(
          await tx.execute(sql`
            select i.id, i.order_id, i.sequence, i.amount_minor, i.attempts, i.payment_id as early_payment_id, o.order_number, o.currency, o.provider_customer_id, o.payment_id
            from instalments i
            join orders o on o.id = i.order_id
            left join instalment_schedule s on s.instalment_id = i.id
            where i.status = 'scheduled' and o.status = ${CHARGEABLE_ORDER_STATUS}
              and ${dueAt} <= ${at}
              and (s.locked_until is null or s.locked_until <= ${at})
              and not exists (
                select 1 from instalments i2 join instalment_schedule s2 on s2.instalment_id = i2.id
                where i2.order_id = i.order_id and i2.id <> i.id and i2.status = 'scheduled' and s2.locked_until > ${at})
            order by ${dueAt}, i.id
            limit ${limit}
            for update of i, o skip locked`),
        );
        const claims: DueCharge[] = [];
        const orderIds = new Set<string>();
        for (const row of due) {
          if (orderIds.has(String(row['order_id']))) continue;
          orderIds.add(String(row['order_id']));
          const instalmentId = String(row['id']);
          // A charge left in flight (a process died, or the provider could not answer) keeps its
          // number; a new one takes the next of the instalment's attempts.
          const next = Number(row['attempts']) + 1;
          const [lease] = await tx
            .insert(instalmentSchedule)
            .values({
              instalmentId,
              attempt: next,
              charging: true,
              lockedUntil: leaseUntil,
              lockedBy: instanceId,
              updatedAt: at,
            })
            .onConflictDoUpdate({
              target: instalmentSchedule.instalmentId,
              set: {
                attempt: sql`case when ${instalmentSchedule.charging} then ${instalmentSchedule.attempt} else ${next} end`,
                charging: true,
                lockedUntil: leaseUntil,
                lockedBy: instanceId,
                updatedAt: at,
              },
              // The select above judged the lease on its snapshot: a process whose claim committed
              // after that snapshot, but before this row was locked, holds a lease the select did
              // not see (its re-check reads the newer instalment row, not the newer lease). The
              // upsert reads the lease as committed, so a live one is never taken over here.
              setWhere: sql`${instalmentSchedule.lockedUntil} is null or ${instalmentSchedule.lockedUntil} <= ${at}`,
            })
            .returning({ attempt: instalmentSchedule.attempt, failures: instalmentSchedule.failures });
          if (!lease) continue;
          if (lease.attempt === next)
            await tx.update(instalments).set({ attempts: next, updatedAt: at }).where(eq(instalments.id, instalmentId));
          claims.push({
            instalmentId,
            orderId: String(row['order_id']),
            orderNumber: String(row['order_number']),
            sequence: Number(row['sequence']),
            amountMinor: Number(row['amount_minor']),
            currency: String(row['currency']),
            customerId: (row['provider_customer_id'] as string | null) ?? null,
            depositPaymentId: (row['payment_id'] as string | null) ?? null,
            earlyPaymentId: (row['early_payment_id'] as string | null) ?? null,
            attempt: lease.attempt,
            failures: lease.failures,
          });
        }
        return claims;
      });
    },

    /**
     * Gives back at once the leases of scheduler processes known to be gone (killed mid-charge):
     * their instalments are claimed again on this run and charged with the same attempt's key, so
     * the provider answers with the charge the dead process made, if it made one. A lease whose
     * owner cannot be judged runs out as usual.
     */
    async releaseDeadLeases(at: Date, instance: Pick<ServerInstance, 'id' | 'isLive'>): Promise<number> {
      const live = and(
        gt(instalmentSchedule.lockedUntil, at),
        isNotNull(instalmentSchedule.lockedBy),
        ne(instalmentSchedule.lockedBy, instance.id),
      );
      const holders = await db.selectDistinct({ by: instalmentSchedule.lockedBy }).from(instalmentSchedule).where(live);
      let released = 0;
      for (const { by } of holders) {
        if (by === null || (await instance.isLive(by))) continue;
        const rows = await db
          .update(instalmentSchedule)
          .set({ lockedUntil: null, lockedBy: null, updatedAt: at })
          .where(and(live, eq(instalmentSchedule.lockedBy, by)))
          .returning({ id: instalmentSchedule.instalmentId });
        released += rows.length;
      }
      return released;
    },

    /** Gives the claim back to be tried again at `until` with the same attempt (and key). */
    async postpone(claim: DueCharge, until: Date, instanceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [lease] = await tx
          .update(instalmentSchedule)
          .set({ lockedUntil: null, lockedBy: null, updatedAt: until })
          .where(
            and(
              eq(instalmentSchedule.instalmentId, claim.instalmentId),
              eq(instalmentSchedule.lockedBy, instanceId),
              eq(instalmentSchedule.attempt, claim.attempt),
            ),
          )
          .returning({ id: instalmentSchedule.instalmentId });
        if (lease)
          await tx
            .update(instalments)
            .set({ nextAttemptAt: until })
            .where(and(eq(instalments.id, claim.instalmentId), eq(instalments.status, 'scheduled')));
      });
    },
  };
}

/**
 * Whether a scheduler process may be charging one of the order's instalments right now (a live
 * lease). An order's cancellation calls it under the order's row lock and waits or refuses while it
 * is true, so nothing is charged after the order is cancelled.
 */
export async function instalmentChargeInFlight(tx: Database, orderId: string, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from instalment_schedule s join instalments i on i.id = s.instalment_id
      where i.order_id = ${orderId} and i.status = 'scheduled' and s.locked_until > ${at} limit 1`),
  );
  return rows.length > 0;
}
