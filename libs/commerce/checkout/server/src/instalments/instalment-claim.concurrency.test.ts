import { type PaymentProvider } from '@folio/payments-server';
import { embeddedPayPayments } from '@folio/payments-server/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstalmentScheduler } from './instalment-scheduler.js';
import { recordingMailer, schedulerHarness, type SchedulerHarness } from './testing/scheduler-harness.js';

/*
 * R11's claim, by itself: two scheduler processes (two connection pools) start their runs at the
 * same moment over the same due instalments, round after round, in small batches so that the two
 * runs claim many times and their claims interleave. The claim (`for update skip locked` on the
 * instalment and its order, and the lease) gives each instalment to one process. Without it both
 * processes ask the provider for the charge and, whenever one claims after the other has recorded
 * its charge, under a new attempt's key: a second charge.
 */
const ROUNDS = Number(process.env['FOLIO_R11_CLAIM_ROUNDS'] ?? 6);
const DUE_PER_ROUND = 24;
const DAY = 86_400_000;
let h: SchedulerHarness;

/** Orders whose one instalment falls due tomorrow, placed now. */
async function dueTomorrow(count: number): Promise<string[]> {
  const closeDate = new Date(h.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 8) {
    const placed = await Promise.all(
      Array.from({ length: Math.min(8, count - i) }, () =>
        h.fixtures.depositOrder({ totalMinor: 9_000, depositMinor: 3_000, instalments: 1, closeDate }),
      ),
    );
    ids.push(...placed.flatMap((order) => order.instalmentIds));
  }
  return ids;
}

/** Succeeded provider payments of each instalment, as the provider itself reads them. */
async function chargesOf(instalmentIds: string[]): Promise<Map<string, number>> {
  const rows = await h.db
    .select({ instalmentId: sql<string>`${embeddedPayPayments.metadata}->>'instalment_id'` })
    .from(embeddedPayPayments)
    .where(
      and(
        eq(embeddedPayPayments.status, 'succeeded'),
        inArray(sql`${embeddedPayPayments.metadata}->>'instalment_id'`, instalmentIds),
      ),
    );
  const counts = new Map(instalmentIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.instalmentId, (counts.get(row.instalmentId) ?? 0) + 1);
  return counts;
}

/** Each process's provider, counting the charges it is asked for, per instalment. */
function counting(provider: PaymentProvider, asked: Map<string, number>): PaymentProvider {
  return {
    ...provider,
    chargeSaved(input) {
      const id = input.metadata['instalment_id'] ?? '';
      asked.set(id, (asked.get(id) ?? 0) + 1);
      return provider.chargeSaved(input);
    },
  };
}

describe.runIf(process.env['TEST_DATABASE_URL'])(
  `R11 claims: two schedulers start at the same moment on the same due instalments (PostgreSQL, ${ROUNDS} rounds of ${DUE_PER_ROUND})`,
  () => {
    const asked = new Map<string, number>();
    let a: InstalmentScheduler;
    let b: InstalmentScheduler;
    beforeAll(async () => {
      h = await schedulerHarness({ start: '2026-01-05T10:00:00Z', mailer: recordingMailer() });
      a = h.scheduler({ instanceId: 'process-a', batchSize: 3, provider: counting(h.provider, asked) });
      const other = await h.secondProcess();
      b = h.scheduler({
        instanceId: 'process-b',
        batchSize: 3,
        ...other,
        provider: counting(other.provider ?? h.provider, asked),
      });
    }, 120_000);
    afterAll(() => h.close());

    it('charges each instalment once, asks the provider once per charge, and both processes take part', {
      timeout: 120_000,
    }, async () => {
      const chargedBy = new Set<string>();
      const failedRuns: unknown[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const ids = await dueTomorrow(DUE_PER_ROUND);
        h.clock.advance(DAY);
        // Settled, not all: the money is checked first even when a run fails (a deadlock, say).
        const runs = await Promise.allSettled([a.runOnce(), b.runOnce()]);
        for (const [id, times] of await chargesOf(ids))
          expect(times, `instalment ${id} charged ${times} times`).toBe(1);
        for (const id of ids) expect(asked.get(id), `instalment ${id}: provider asked ${asked.get(id)} times`).toBe(1);
        for (const [i, run] of runs.entries()) {
          if (run.status === 'rejected') failedRuns.push(run.reason);
          else if (run.value.charged > 0) chargedBy.add(i === 0 ? 'process-a' : 'process-b');
        }
        h.clock.advance(DAY);
      }
      expect(failedRuns).toEqual([]);
      // The runs overlapped: a test where one process took everything would prove nothing.
      expect([...chargedBy].sort()).toEqual(['process-a', 'process-b']);
    });
  },
);
