import type { Database, ServerInstance } from '@folio/db';
import type { MailQueue } from '@folio/mail';
import {
  claimInstalmentReminders,
  countInstalmentAttempt,
  lockDueInstalments,
  noticeOrder,
  postponeInstalment,
  scheduledInstalmentIds,
  type DueInstalment,
} from '@folio/orders-server';
import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { InstalmentMail } from './instalment-mail.js';
import { instalmentSchedule } from './instalment-schedule.table.js';

/** A claimed instalment: what the charge needs (the due instalment as orders locked it), and its attempt. */
export interface DueCharge
  extends Pick<
    DueInstalment,
    | 'instalmentId'
    | 'orderId'
    | 'orderNumber'
    | 'sequence'
    | 'amountMinor'
    | 'currency'
    | 'customerId'
    | 'depositPaymentId'
    | 'earlyPaymentId'
  > {
  /** `n` of this charge's key `instalment-{id}-attempt-{n}`. */
  attempt: number;
  /** The scheduler's declines recorded so far for this instalment. */
  failures: number;
}

/** The instalments a scheduler process holds a live lease on (charging them now). */
async function leasedInstalmentIds(tx: Database, at: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: instalmentSchedule.instalmentId })
    .from(instalmentSchedule)
    .where(gt(instalmentSchedule.lockedUntil, at));
  return rows.map((row) => row.id);
}

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
          const claimed = await claimInstalmentReminders(tx, at, horizon, limit);
          for (const { instalmentId, orderId } of claimed) {
            await mail.enqueueIn(tx, InstalmentMail.reminder, { instalmentId });
            await noticeOrder(tx, orderId, { event: 'instalment_due', instalmentId }, at);
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
        const due = await lockDueInstalments(tx, at, limit, await leasedInstalmentIds(tx, at));
        // A process whose claim committed after the leases were read held these orders' rows until
        // its commit: read now that they are locked, its lease shows, and its order waits.
        const leased = new Set(await leasedInstalmentIds(tx, at));
        const claims: DueCharge[] = [];
        const orderIds = new Set<string>();
        for (const row of due) {
          if (orderIds.has(row.orderId)) continue;
          orderIds.add(row.orderId);
          if (row.siblingIds.some((id) => leased.has(id))) continue;
          const { instalmentId } = row;
          // A charge left in flight (a process died, or the provider could not answer) keeps its
          // number; a new one takes the next of the instalment's attempts.
          const next = row.attempts + 1;
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
              // The leases were read before this row was locked: a process whose claim committed in
              // between holds a lease that read did not see (the lock's re-check reads the newer
              // instalment row, not the newer lease). The upsert reads the lease as committed, so
              // a live one is never taken over here.
              setWhere: sql`${instalmentSchedule.lockedUntil} is null or ${instalmentSchedule.lockedUntil} <= ${at}`,
            })
            .returning({ attempt: instalmentSchedule.attempt, failures: instalmentSchedule.failures });
          if (!lease) continue;
          if (lease.attempt === next) await countInstalmentAttempt(tx, instalmentId, next, at);
          claims.push({
            instalmentId,
            orderId: row.orderId,
            orderNumber: row.orderNumber,
            sequence: row.sequence,
            amountMinor: row.amountMinor,
            currency: row.currency,
            customerId: row.customerId,
            depositPaymentId: row.depositPaymentId,
            earlyPaymentId: row.earlyPaymentId,
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
        if (lease) await postponeInstalment(tx, claim.instalmentId, until);
      });
    },
  };
}

/**
 * Whether a scheduler process may be charging one of the order's instalments right now (a live
 * lease). An order's cancellation calls it under the order's row lock and waits or refuses while it
 * is true, so nothing is charged after the order is cancelled (a claim locks the order too, so no
 * lease starts between the two reads).
 */
export async function instalmentChargeInFlight(tx: Database, orderId: string, at: Date): Promise<boolean> {
  const scheduled = await scheduledInstalmentIds(tx, orderId);
  if (scheduled.length === 0) return false;
  const [live] = await tx
    .select({ id: instalmentSchedule.instalmentId })
    .from(instalmentSchedule)
    .where(and(inArray(instalmentSchedule.instalmentId, scheduled), gt(instalmentSchedule.lockedUntil, at)))
    .limit(1);
  return live !== undefined;
}
