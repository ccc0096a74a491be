import { Writable } from 'node:stream';
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
  return {
    db,
    database,
    clock,
    logs,
    logger,
    provider,
    mail,
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
