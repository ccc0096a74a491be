import type { Database, ServerInstance } from '@folio/db';
import type { CrashPoint, Logger } from '@folio/server-kit';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { embeddedPayNotifications, type EmbeddedNotificationRow } from './embedded.table.js';
import { FOLIO_SIGNATURE_HEADER, signNotification } from './notification-signature.js';

/**
 * Deliveries rearranged on purpose, for tests of the webhook: each notification sent `1 + duplicates`
 * times, all sends of a batch shuffled and each held back up to `maxDelayMs`, concurrently, so they
 * arrive late, twice and out of order.
 */
export interface DeliveryChaos {
  duplicates?: number;
  shuffle?: boolean;
  maxDelayMs?: number;
  /** The randomness (tests pass a seeded one). */
  random?: () => number;
}

export interface NotificationDeliveryOptions {
  db: Database;
  /** Where to POST (`PAYMENTS_WEBHOOK_URL`). */
  url: string;
  signingSecret: string;
  clock?: { now(): Date };
  logger?: Logger;
  fetch?: typeof fetch;
  batchSize?: number;
  /** Wait before attempt n+1: `min(baseMs * 2^(n-1), maxMs)`. */
  backoff?: { baseMs: number; maxMs: number };
  /** How long a claimed notification is someone's before another process may send it again. */
  leaseMs?: number;
  timeoutMs?: number;
  /** Pause between runs of the loop started by `start()`. */
  intervalMs?: number;
  chaos?: DeliveryChaos;
  /** Named moments where tests kill the process (`delivery.after-send`); never armed in production. */
  crash?: CrashPoint;
  /**
   * This server process (`openServerInstance` of @folio/db): its leases carry its id, and leases of
   * processes known to be gone are given back at once instead of after `leaseMs`.
   */
  instance?: Pick<ServerInstance, 'id' | 'isLive'>;
}

/** How often a sender looks for leases of processes that are gone. */
const DEAD_LEASE_CHECK_MS = 5_000;

export interface NotificationDelivery {
  /** Claims what is due, sends it, records the outcome: how many were delivered and how many failed. */
  runOnce(): Promise<{ delivered: number; failed: number }>;
  start(): void;
  /** Stops the loop and waits for a run in progress. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The outbox sender: every notification is POSTed, signed at the moment it is sent, until the
 * webhook answers 2xx (at least once: a crash between the answer and the record sends it again,
 * and consumers de-duplicate by id). A claim is a lease (the row's next attempt moved past the send),
 * so two processes never send the same row at once and a crashed sender's rows come back after it:
 * at once when its server instance is known to be gone, else when the lease runs out.
 */
export function notificationDelivery(options: NotificationDeliveryOptions): NotificationDelivery {
  const { db, url, signingSecret, chaos } = options;
  const now = () => options.clock?.now() ?? new Date();
  const post = options.fetch ?? fetch;
  const { baseMs, maxMs } = options.backoff ?? { baseMs: 1_000, maxMs: 3_600_000 };
  const leaseMs = options.leaseMs ?? 60_000;
  const random = chaos?.random ?? Math.random;

  let deadCheckedAt = Number.NEGATIVE_INFINITY;
  /** Gives back the rows a sender that was killed mid-send had claimed: they are due again now. */
  async function releaseDeadLeases(): Promise<void> {
    const { instance } = options;
    if (!instance || Date.now() - deadCheckedAt < DEAD_LEASE_CHECK_MS) return;
    deadCheckedAt = Date.now();
    const at = now();
    const t = embeddedPayNotifications;
    const leased = and(
      isNull(t.deliveredAt),
      gt(t.nextAttemptAt, at),
      isNotNull(t.lockedBy),
      ne(t.lockedBy, instance.id),
    );
    for (const { by } of await db.selectDistinct({ by: t.lockedBy }).from(t).where(leased)) {
      if (by === null || (await instance.isLive(by))) continue;
      await db
        .update(t)
        .set({ nextAttemptAt: at, lockedBy: null })
        .where(and(leased, eq(t.lockedBy, by)));
    }
  }

  async function claim(): Promise<EmbeddedNotificationRow[]> {
    await releaseDeadLeases();
    const at = now();
    const due = db
      .select({ id: embeddedPayNotifications.id })
      .from(embeddedPayNotifications)
      .where(and(isNull(embeddedPayNotifications.deliveredAt), lte(embeddedPayNotifications.nextAttemptAt, at)))
      .orderBy(asc(embeddedPayNotifications.nextAttemptAt), asc(embeddedPayNotifications.id))
      .limit(options.batchSize ?? 20)
      .for('update', { skipLocked: true });
    return db
      .update(embeddedPayNotifications)
      .set({
        attempts: sql`${embeddedPayNotifications.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + leaseMs),
        lockedBy: options.instance?.id ?? null,
      })
      .where(inArray(embeddedPayNotifications.id, due))
      .returning();
  }

  /** One POST; true when the webhook took it (2xx). */
  async function send(row: EmbeddedNotificationRow): Promise<true | string> {
    if (chaos?.maxDelayMs) await sleep(Math.floor(random() * chaos.maxDelayMs));
    try {
      const response = await post(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [FOLIO_SIGNATURE_HEADER]: signNotification(row.body, signingSecret, now()),
        },
        body: row.body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? true : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  async function record(row: EmbeddedNotificationRow, outcomes: (true | string)[]) {
    const at = now();
    if (outcomes.includes(true)) {
      await db
        .update(embeddedPayNotifications)
        .set({ deliveredAt: at, lastError: null, lockedBy: null })
        .where(eq(embeddedPayNotifications.id, row.id));
      return true;
    }
    const wait = Math.min(baseMs * 2 ** Math.max(0, row.attempts - 1), maxMs);
    const lastError = String(outcomes.find((o) => o !== true) ?? 'not sent').slice(0, 500);
    await db
      .update(embeddedPayNotifications)
      .set({ nextAttemptAt: new Date(at.getTime() + wait), lastError, lockedBy: null })
      .where(eq(embeddedPayNotifications.id, row.id));
    options.logger?.warn(
      { event: 'embedded_pay.notification_failed', notification_id: row.id, attempts: row.attempts, error: lastError },
      'payment notification not delivered',
    );
    return false;
  }

  async function runOnce() {
    const rows = await claim();
    if (rows.length === 0) return { delivered: 0, failed: 0 };
    const copies = 1 + (chaos?.duplicates ?? 0);
    let sends = rows.flatMap((row) => Array.from({ length: copies }, () => row));
    if (chaos?.shuffle) sends = shuffled(sends, random);
    const outcomes = await Promise.all(sends.map(async (row) => ({ id: row.id, outcome: await send(row) })));
    if (outcomes.some((o) => o.outcome === true)) options.crash?.('delivery.after-send');
    let delivered = 0;
    for (const row of rows) {
      if (
        await record(
          row,
          outcomes.filter((o) => o.id === row.id).map((o) => o.outcome),
        )
      )
        delivered++;
    }
    return { delivered, failed: rows.length - delivered };
  }

  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = true;
  const loop = () => {
    if (stopped) return;
    running = runOnce()
      .catch((error: unknown) => options.logger?.error({ err: error }, 'payment notification delivery failed'))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(loop, options.intervalMs ?? 1_000);
      });
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
