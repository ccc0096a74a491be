import { Writable } from 'node:stream';
import { openDatabase } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createMailQueue, type Mailer, type MailMessage, type MailQueue } from '@folio/mail';
import { createEmbeddedProvider, type EmbeddedProvider, type PaymentProvider } from '@folio/payments-server';
import { createLogger } from '@folio/server-kit';
import { defineInstalmentMail } from '../instalment-mail.js';
import { createInstalmentScheduler, type InstalmentSchedulerDeps } from '../instalment-scheduler.js';
import { instalmentFixtures } from './instalment-fixtures.js';

export const TEST_APP_URL = 'http://localhost:3000';

/** A clock tests move by hand. */
export function fakeClock(start: string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    set(iso: string) {
      at = new Date(iso).getTime();
    },
  };
}

export interface LogLine {
  level: number;
  msg: string;
  instalmentId?: string;
  orderId?: string;
  code?: string;
  [key: string]: unknown;
}

/**
 * The scheduler's world over a fresh database: the embedded provider, the mail queue delivering
 * through `mailer` (a real SMTP sink's, or one that records), log lines kept in memory, one fake
 * clock for all of them, and schedulers made on demand (two of them are two server processes).
 */
export async function schedulerHarness(options: { start: string; mailer: Mailer; url?: string | undefined }) {
  const database: TestDatabase = await createTestDatabase(options.url === undefined ? undefined : { url: options.url });
  const db = database.db;
  const clock = fakeClock(options.start);
  const logs: LogLine[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line) as LogLine);
        done();
      },
    }),
  });
  const provider: EmbeddedProvider = createEmbeddedProvider({
    db,
    clock,
    signingSecret: 'whsec_test_scheduler',
  });
  const mail: MailQueue = createMailQueue({
    db,
    mailer: options.mailer,
    logger,
    now: clock.now,
    retryDelaysMs: [],
    batchSize: 500,
  });
  defineInstalmentMail({ mail, db, appUrl: TEST_APP_URL });
  const closeOthers: (() => Promise<void>)[] = [];

  /**
   * What a second server process brings to a scheduler: on PostgreSQL its own connection pool to
   * the same database, with its own provider and mail queue over it, so the database sees two
   * processes whose statements really overlap. On PGlite (one connection) nothing: it shares these.
   */
  async function secondProcess(): Promise<Partial<InstalmentSchedulerDeps>> {
    if (!database.url) return {};
    const other = await openDatabase({ kind: 'postgres', url: database.url });
    const otherMail = createMailQueue({
      db: other.db,
      mailer: options.mailer,
      logger,
      now: clock.now,
      retryDelaysMs: [],
      batchSize: 500,
    });
    defineInstalmentMail({ mail: otherMail, db: other.db, appUrl: TEST_APP_URL });
    closeOthers.push(async () => {
      await otherMail.idle();
      await other.close();
    });
    return {
      db: other.db,
      provider: createEmbeddedProvider({ db: other.db, clock, signingSecret: 'whsec_test_scheduler' }),
      mail: otherMail,
    };
  }

  return {
    db,
    database,
    clock,
    logs,
    logger,
    provider,
    mail,
    secondProcess,
    fixtures: instalmentFixtures({ db, provider, now: clock.now }),
    scheduler(
      over: Partial<InstalmentSchedulerDeps> & {
        provider?: PaymentProvider;
      } = {},
    ) {
      return createInstalmentScheduler({
        db,
        provider,
        mail,
        logger,
        now: clock.now,
        ...over,
      });
    },
    async close() {
      await mail.idle();
      for (const closeOther of closeOthers) await closeOther();
      await database.destroy();
    },
  };
}

export type SchedulerHarness = Awaited<ReturnType<typeof schedulerHarness>>;

/** A mailer that keeps what it is given (the reliability suite sends thousands of messages). */
export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}
