import { randomUUID } from 'node:crypto';
import type { Database, ServerInstance } from '@folio/db';
import type { Logger } from '@folio/server-kit';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Mailer, MailMessage } from './mailer.js';
import { mailOutbox, type MailOutboxRow } from './mail-outbox.table.js';

/** A message ready to send; `discard` undoes what rendering created (a token) if sending fails. */
export interface RenderedMail {
  message: MailMessage;
  discard?(): Promise<void>;
}

/** Renders a queued template at delivery time; null when there is nothing left to send. */
export type MailRenderer = (data: Record<string, string>) => Promise<RenderedMail | null>;

export interface MailQueueOptions {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** Waits before each retry; after the last one the message is given up (and logged). */
  retryDelaysMs?: readonly number[];
  /** How long a worker holds a claimed row. */
  claimMs?: number;
  batchSize?: number;
  /**
   * This server process (`openServerInstance` of @folio/db): its claims carry its id, and rows
   * claimed by a process known to be gone (killed mid-send) are given back at once instead of
   * after `claimMs`.
   */
  instance?: Pick<ServerInstance, 'id' | 'isLive'>;
}

/** How often a worker looks for claims of processes that are gone. */
const DEAD_CLAIM_CHECK_MS = 5_000;
/** The waits before another try at recording a sent message while the database is away. */
const RECORD_RETRY_MS = [100, 250, 500, 1_000, 2_000];
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const DEFAULT_RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000];

/** The error's code (ECONNREFUSED, EAUTH, ETIMEDOUT…): never its message, which may quote the mail. */
const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? code : 'send_failed';
};

/**
 * Mail goes through an outbox so a request never waits on, or fails because of, the mail server:
 * `enqueue` stores the template and its data and starts a delivery in the background; a failed
 * delivery is retried with back-off by `deliverDue` (run by `start()` on an interval, and safe
 * with several workers: rows are claimed with `for update skip locked`, each claim names its
 * worker, and a worker renews its claim on a row just before sending it, so a batch slower than
 * `claimMs` never sends a row another worker took meanwhile). Delivered once per row unless a
 * worker dies between sending and recording it; a row a dead worker had claimed but not sent is
 * taken over at once when its server instance is known to be gone.
 */
export function createMailQueue({
  db,
  mailer,
  logger,
  now = () => new Date(),
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  claimMs = 60_000,
  batchSize = 20,
  instance,
}: MailQueueOptions) {
  // Without a server instance, an id of this queue's own: its claims are its own, and no other
  // worker can tell whether it is gone (they run out after `claimMs`).
  const owner = instance?.id ?? `mail.${randomUUID()}`;
  const renderers = new Map<string, MailRenderer>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  let deadCheckedAt = Number.NEGATIVE_INFINITY;
  /** Gives back the rows a worker that was killed mid-batch had claimed: they are due again now. */
  async function releaseDeadClaims(): Promise<void> {
    if (!instance || Date.now() - deadCheckedAt < DEAD_CLAIM_CHECK_MS) return;
    deadCheckedAt = Date.now();
    const held = and(
      isNull(mailOutbox.sentAt),
      isNull(mailOutbox.failedAt),
      gt(mailOutbox.lockedUntil, now()),
      isNotNull(mailOutbox.lockedBy),
      ne(mailOutbox.lockedBy, owner),
    );
    for (const { by } of await db.selectDistinct({ by: mailOutbox.lockedBy }).from(mailOutbox).where(held)) {
      if (by === null || (await instance.isLive(by))) continue;
      await db
        .update(mailOutbox)
        .set({ lockedUntil: null, lockedBy: null })
        .where(and(held, eq(mailOutbox.lockedBy, by)));
    }
  }

  async function claim(ids?: string[]): Promise<MailOutboxRow[]> {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, at),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
          ids ? inArray(mailOutbox.id, ids) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(at.getTime() + claimMs),
        lockedBy: owner,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Renews this worker's claim on a row it is about to send; false when the row is no longer its own. */
  async function stillOwn(row: MailOutboxRow): Promise<boolean> {
    const renewed = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now().getTime() + claimMs) })
      .where(
        and(
          eq(mailOutbox.id, row.id),
          eq(mailOutbox.lockedBy, owner),
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
        ),
      )
      .returning({ id: mailOutbox.id });
    return renewed.length > 0;
  }

  async function deliver(row: MailOutboxRow): Promise<boolean> {
    const renderer = renderers.get(row.template);
    if (!renderer) {
      await db
        .update(mailOutbox)
        .set({ failedAt: now(), lockedUntil: null, lockedBy: null, lastError: 'unknown_template' })
        .where(eq(mailOutbox.id, row.id));
      logger.error({ outboxId: row.id, template: row.template }, 'mail template is not defined');
      return false;
    }
    let rendered: RenderedMail | null = null;
    try {
      rendered = await renderer(row.data);
      if (!rendered) {
        await db
          .update(mailOutbox)
          .set({ failedAt: now(), lockedUntil: null, lockedBy: null, lastError: 'obsolete' })
          .where(eq(mailOutbox.id, row.id));
        return false;
      }
      await mailer.send({ ...rendered.message, id: row.id });
    } catch (error) {
      await rendered?.discard?.().catch(() => undefined);
      const code = errorCode(error);
      const delay = retryDelaysMs[row.attempts - 1];
      const at = now();
      await db
        .update(mailOutbox)
        .set(
          delay === undefined
            ? { failedAt: at, lockedUntil: null, lockedBy: null, lastError: code }
            : { nextAttemptAt: new Date(at.getTime() + delay), lockedUntil: null, lockedBy: null, lastError: code },
        )
        .where(eq(mailOutbox.id, row.id));
      const line = { outboxId: row.id, template: row.template, attempt: row.attempts, code };
      if (delay === undefined) logger.error(line, 'mail delivery given up');
      else logger.warn({ ...line, retryInMs: delay }, 'mail delivery failed, will retry');
      return false;
    }
    await recordSent(row);
    logger.info({ outboxId: row.id, template: row.template, attempt: row.attempts }, 'mail delivered');
    return true;
  }

  /**
   * Records a message as sent. It is out already: when the database cannot take the record (it
   * went away during the send), this worker keeps trying while its claim (renewed just before the
   * send) still keeps the row from the others, or one of them would send it again once it ran out.
   */
  async function recordSent(row: MailOutboxRow): Promise<void> {
    const deadline = Date.now() + claimMs / 2;
    for (let attempt = 0; ; attempt++) {
      try {
        await db
          .update(mailOutbox)
          .set({ sentAt: now(), lockedUntil: null, lockedBy: null, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await idle(RECORD_RETRY_MS[Math.min(attempt, RECORD_RETRY_MS.length - 1)]!);
      }
    }
  }

  async function deliverRows(ids?: string[]): Promise<number> {
    if (!ids) await releaseDeadClaims();
    const rows = await claim(ids);
    let sent = 0;
    for (const row of rows) if ((await stillOwn(row)) && (await deliver(row))) sent++;
    return sent;
  }

  return {
    /** Registers how a template is rendered; every template must be defined before it is queued. */
    define(template: string, renderer: MailRenderer): void {
      renderers.set(template, renderer);
    },

    /** Stores the mail and tries to deliver it at once, without making the caller wait. */
    async enqueue(template: string, data: Record<string, string>): Promise<void> {
      const id = await this.enqueueIn(db, template, data);
      track(
        deliverRows([id]).catch((error: unknown) => {
          logger.warn({ outboxId: id, code: errorCode(error) }, 'immediate mail delivery failed, will retry');
        }),
      );
    },

    /**
     * Stores the mail through `tx` (a transaction of the caller's), so it is queued if and only if
     * the caller's change commits. Nothing is sent yet: the row is not visible before the commit;
     * call `deliverDue()` afterwards (or let `start()` pick it up). Returns the outbox id.
     */
    async enqueueIn(tx: Database, template: string, data: Record<string, string>): Promise<string> {
      if (!renderers.has(template)) throw new Error(`Mail template "${template}" is not defined.`);
      const id = randomUUID();
      const at = now();
      await tx.insert(mailOutbox).values({ id, template, data, nextAttemptAt: at, createdAt: at });
      return id;
    },

    /** Delivers whatever is due (retries included); returns how many were sent. */
    deliverDue: (): Promise<number> => track(deliverRows()),

    /** Resolves once every delivery started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    /** Retries due mail every `intervalMs` until `stop()`. */
    start(intervalMs = 5_000): void {
      timer ??= setInterval(() => {
        this.deliverDue().catch((error: unknown) => logger.warn({ code: errorCode(error) }, 'mail queue run failed'));
      }, intervalMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.idle();
    },
  };
}
export type MailQueue = ReturnType<typeof createMailQueue>;
