import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevMailboxMailer, listDevMailbox } from './dev-mailbox.js';
import { createMailQueue } from './mail-queue.js';
import { mailOutbox } from './mail-outbox.table.js';
import { createSmtpMailer } from './smtp-mailer.js';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink.js';

let t: TestDatabase;
let now: Date;
let logLines: string[];
const clock = () => now;
const logger = () =>
  pino(
    { level: 'debug' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );

beforeEach(async () => {
  t = await createTestDatabase();
  now = new Date('2026-06-01T10:00:00Z');
  logLines = [];
});
afterEach(() => t.destroy());

const SECRET_LINK = 'http://localhost:3000/password-reset?token=very-secret-token';

describe('the mail queue over SMTP', () => {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it('delivers a queued template to a real SMTP server right away', async () => {
    sink = await startSmtpSink();
    const queue = createMailQueue({
      db: t.db,
      mailer: createSmtpMailer({ url: sink.url, from: 'Folio <no-reply@folio.test>' }),
      logger: logger(),
      now: clock,
    });
    queue.define('hello', async ({ name = '' }) => ({
      message: { to: 'ada@example.com', subject: `Hello ${name}`, text: SECRET_LINK, html: '<p>hi</p>' },
    }));
    await queue.enqueue('hello', { name: 'Ada' });
    await queue.idle();
    const mail = await sink.waitFor((m) => m.subject === 'Hello Ada');
    expect(mail).toMatchObject({ from: 'no-reply@folio.test', to: ['ada@example.com'] });
    expect(mail.html?.trim()).toBe('<p>hi</p>');
    expect(mail.text.trim()).toBe(SECRET_LINK);
    const [row] = await t.db.select().from(mailOutbox);
    expect(row?.sentAt).toEqual(now);
    expect(JSON.stringify(row)).not.toContain('very-secret-token');
    // The same Message-ID at every attempt: the outbox row's.
    expect(mail.messageId).toBe(`${row?.id}@folio.test`);
  });

  it('keeps mail while the server is down, discards what rendering created, and delivers it once when it is back', async () => {
    sink = await startSmtpSink();
    const port = sink.port;
    const url = sink.url;
    await sink.close();
    sink = undefined;

    const queue = createMailQueue({
      db: t.db,
      mailer: createSmtpMailer({ url, from: 'no-reply@folio.test', timeoutMs: 2_000 }),
      logger: logger(),
      now: clock,
    });
    let rendered = 0;
    let discarded = 0;
    queue.define('reset', async () => {
      rendered++;
      return {
        message: { to: 'ada@example.com', subject: 'Reset', text: SECRET_LINK },
        discard: async () => void discarded++,
      };
    });
    await queue.enqueue('reset', {});
    await queue.idle();
    expect(discarded).toBe(1);
    let [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lastError: 'ESOCKET' });

    // Not due yet: nothing happens.
    expect(await queue.deliverDue()).toBe(0);

    sink = await startSmtpSink({ port });
    now = new Date(now.getTime() + 5_000);
    expect(await queue.deliverDue()).toBe(1);
    expect(await queue.deliverDue()).toBe(0);
    await sink.waitFor((m) => m.subject === 'Reset');
    expect(sink.received).toHaveLength(1);
    [row] = await t.db.select().from(mailOutbox);
    expect(row?.sentAt).toEqual(now);
    expect(rendered).toBe(2);

    const logs = logLines.join('');
    expect(logs).toContain('mail delivery failed, will retry');
    expect(logs).not.toContain('very-secret-token');
    expect(logs).not.toContain('ada@example.com');
  }, 20_000);

  it('gives up after the last retry and says so in the log', async () => {
    const failing = {
      send: async () => Promise.reject(Object.assign(new Error('boom ada@example.com'), { code: 'EAUTH' })),
    };
    const queue = createMailQueue({ db: t.db, mailer: failing, logger: logger(), now: clock, retryDelaysMs: [1_000] });
    queue.define('x', async () => ({ message: { to: 'ada@example.com', subject: 'x', text: 'x' } }));
    await queue.enqueue('x', {});
    await queue.idle();
    now = new Date(now.getTime() + 1_000);
    await queue.deliverDue();
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 2, lastError: 'EAUTH' });
    expect(row?.failedAt).toEqual(now);
    expect(logLines.join('')).toContain('mail delivery given up');
    expect(logLines.join('')).not.toContain('ada@example.com');
  });

  it('drops a message whose renderer says there is nothing left to send', async () => {
    const sent: unknown[] = [];
    const queue = createMailQueue({
      db: t.db,
      mailer: { send: async (m) => void sent.push(m) },
      logger: logger(),
      now: clock,
    });
    queue.define('verify', async () => null);
    await queue.enqueue('verify', {});
    await queue.idle();
    expect(sent).toEqual([]);
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ lastError: 'obsolete', sentAt: null });
  });

  it("queues mail inside the caller's transaction: a rollback queues nothing, a commit queues it for deliverDue", async () => {
    const sent: { subject: string }[] = [];
    const queue = createMailQueue({
      db: t.db,
      mailer: { send: async (m) => void sent.push(m) },
      logger: logger(),
      now: clock,
    });
    queue.define('receipt', async ({ n = '' }) => ({
      message: { to: 'ada@example.com', subject: `Receipt ${n}`, text: 'paid' },
    }));
    await expect(
      t.db.transaction(async (tx) => {
        await queue.enqueueIn(tx, 'receipt', { n: '1' });
        throw new Error('the charge was not recorded');
      }),
    ).rejects.toThrow('the charge was not recorded');
    await t.db.transaction(async (tx) => void (await queue.enqueueIn(tx, 'receipt', { n: '2' })));
    expect(await t.db.select().from(mailOutbox)).toHaveLength(1);
    expect(await queue.deliverDue()).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['Receipt 2']);
  });

  it('refuses to queue a template nobody defined', async () => {
    const queue = createMailQueue({ db: t.db, mailer: { send: async () => undefined }, logger: logger(), now: clock });
    await expect(queue.enqueue('nope', {})).rejects.toThrow('Mail template "nope" is not defined.');
  });
});

describe('the development mailbox', () => {
  it('stores messages instead of sending them and lists them newest first', async () => {
    const mailer = createDevMailboxMailer({ db: t.db, now: clock });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    now = new Date(now.getTime() + 1_000);
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const list = await listDevMailbox(t.db);
    expect(list.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ to: 'b@example.com', html: '<p>two</p>', created_at: now.toISOString() });
    expect(list[1]?.html).toBeNull();
  });
});
