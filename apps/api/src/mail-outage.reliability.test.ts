import { randomBytes } from 'node:crypto';
import { AuthPaths } from '@folio/auth-contract';
import { createPasswordHasher, userRepo } from '@folio/auth-server';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { startSmtpSink, type SmtpSink } from '@folio/mail/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcesses, type ApiProcess } from './testing/api-process.js';
import { Listener, type Heard } from './testing/heard.js';
import { ADMIN_URL, knob, sleep, rowsOf } from './testing/reliability-knobs.js';

/*
 * R14, the mail half: two API processes on one PostgreSQL database, both draining the mail outbox
 * into a real SMTP server on loopback. The SMTP server goes away; readers ask for password resets
 * meanwhile (the answers do not change); it comes back on the same port, and every message queued
 * during the outage arrives exactly once (counted per outbox row by its Message-ID).
 *
 * FOLIO_MAIL_OUTAGE_MESSAGES sets how many messages are queued while the server is away (20).
 */

const MESSAGES = knob('FOLIO_MAIL_OUTAGE_MESSAGES', 20, { min: 1 });
/** The background pace of both processes: a failed send is retried after 200 ms, 400 ms, 800 ms… */
const PACE_MS = 200;
const OUTAGE_MS = 3_000;

/** Asks `probe` every 100 ms until it says yes, or fails naming `what` after `ms`. */
async function until(what: string, ms: number, probe: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + ms; !(await probe()); await sleep(100))
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
}

let database: TestDatabase;
let sink: SmtpSink | undefined;
const processes: ApiProcess[] = [];
let emails: string[];

beforeAll(async () => {
  database = await createTestDatabase({ url: ADMIN_URL });
  const tag = randomBytes(3).toString('hex');
  const passwordHash = await createPasswordHasher().hash('a mail-outage reader password');
  emails = [];
  for (let i = 0; i < MESSAGES; i++) {
    const email = `mail-reader-${i}-${tag}@example.test`;
    await userRepo(database.db).create({ email, firstName: 'Mail', lastName: `Reader ${i}`, passwordHash });
    emails.push(email);
  }
  sink = await startSmtpSink();
  const env = {
    DATABASE_URL: database.url!,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    APP_KEY: 'mail-outage-test-app-key-mail-outage-test',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Folio <no-reply@folio.test>',
    FOLIO_BACKGROUND_MS: String(PACE_MS),
    // Each reader from an address of its own (the forgot-password limit is per address).
    TRUST_PROXY_HOPS: '1',
  };
  processes.push(...(await startApiProcesses(2, env)));
}, 60_000);

afterAll(async () => {
  await Promise.all(
    processes.map(async (api) => {
      const exit = api.exited;
      await Promise.race([api.stop(), sleep(15_000).then(() => api.kill())]);
      await exit;
    }),
  );
  await sink?.close();
  await database?.destroy();
}, 60_000);

describe('R14: the mail server away for a while, two processes draining the outbox', () => {
  it('delivers every message queued during the outage exactly once after it is back', async () => {
    const started = Date.now();
    const port = sink!.port;
    const url = sink!.url;
    await sink!.close();
    sink = undefined;
    const downAt = Date.now();

    // Password resets asked of both processes while the mail server is away: answered as always.
    const log: Heard[] = [];
    const readers = processes.map((api) => new Listener(() => api.base, log));
    for (const reader of readers) await reader.handshake();
    for (const [i, email] of emails.entries()) {
      const answer = await readers[i % readers.length]!.send(
        'forgot password',
        'POST',
        AuthPaths.forgotPassword,
        { email },
        { 'x-forwarded-for': `10.14.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      );
      expect(answer.status, answer.text).toBe(200);
    }
    const db = database.db;
    const outbox = async () =>
      rowsOf(await db.execute(sql`select id, attempts, sent_at, failed_at, last_error from mail_outbox`));
    expect(await outbox()).toHaveLength(MESSAGES);
    // Both processes try and fail while it is away: every message at least twice.
    await until('every message tried twice while the mail server is away', 10_000, async () =>
      (await outbox()).every((row) => Number(row['attempts']) >= 2),
    );
    await sleep(Math.max(0, downAt + OUTAGE_MS - Date.now()));
    const duringOutage = await outbox();

    sink = await startSmtpSink({ port });
    expect(sink.url).toBe(url);
    const backAt = Date.now();
    await until('every message sent after the mail server came back', 15_000, async () =>
      (await outbox()).every((row) => row['sent_at'] !== null),
    );
    const deliveredIn = Date.now() - backAt;
    // Time for a late copy to arrive, if any were coming: a few rounds of both processes' loops.
    await sleep(PACE_MS * 5);

    const rows = await outbox();
    const received = sink.received;
    const perRow = rows.map((row) => received.filter((mail) => mail.messageId === `${row['id']}@folio.test`).length);
    const strays = received.filter((mail) => !rows.some((row) => mail.messageId === `${row['id']}@folio.test`));
    const deliveredBy = processes.map((api) => api.lines.filter((line) => line.msg === 'mail delivered').length);
    console.log(
      `R14 mail: ${MESSAGES} messages queued while the mail server was away ${OUTAGE_MS} ms, ` +
        `tried ${duringOutage.reduce((n, row) => n + Number(row['attempts']), 0)} times meanwhile; ` +
        `all sent ${deliveredIn} ms after it was back (by process: ${deliveredBy.join(' + ')}); ` +
        `${received.length} received; ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(duringOutage.filter((row) => row['sent_at'] !== null || row['failed_at'] !== null)).toEqual([]);
    expect(perRow, 'messages the SMTP server received per outbox row').toEqual(rows.map(() => 1));
    expect(strays).toEqual([]);
    expect(new Set(received.map((mail) => mail.to.join())).size).toBe(MESSAGES);
    expect(rows.filter((row) => row['failed_at'] !== null)).toEqual([]);
    expect(deliveredBy.reduce((a, b) => a + b, 0)).toBe(MESSAGES);
  }, 60_000);
});
