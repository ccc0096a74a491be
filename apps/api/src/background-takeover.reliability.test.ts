import { randomBytes } from 'node:crypto';
import { checkoutPaths } from '@folio/checkout-contract';
import { instalmentFixtures } from '@folio/checkout-server/testing';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@folio/mail/testing';
import { createEmbeddedProvider } from '@folio/payments-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcesses, type ApiProcess } from './testing/api-process.js';
import { startWebhookRelay, type WebhookRelay } from './testing/webhook-relay.js';
import { ADMIN_URL, knob, sleep, rowsOf, type Row } from './testing/reliability-knobs.js';

/*
 * R17: two API processes (two OS processes) on one PostgreSQL database. The instalment scheduler,
 * the embedded provider's notification delivery and the mail outbox each do their work exactly
 * once across both: each due instalment charged once, each notification taken by the webhook
 * once (counted on the way, by a relay in front of the webhook), each mail received once by a
 * real SMTP server (counted per outbox row by its Message-ID). Then one process is killed mid-work
 * (SIGKILL while its mail and notifications wait on a slow mail server and webhook), and again at
 * the scheduler's worst moment (its crash point between a charge and its record, the mail server
 * away meanwhile): the survivor takes over what the dead one had claimed, still exactly once.
 *
 * The due work is seeded through checkout's instalment fixtures: deposit orders whose one
 * instalment fell due days ago. FOLIO_TAKEOVER_ORDERS sets how many per round (24).
 */

const ORDERS = knob('FOLIO_TAKEOVER_ORDERS', 24, { min: 1 });
/** Both processes' background pace: every loop runs each 250 ms. */
const PACE_MS = 250;
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

let database: TestDatabase;
let sink: SmtpSink;
/** What earlier runs of the SMTP server received (it is stopped and started again on its port). */
const receivedBefore: ReceivedMail[] = [];
const received = () => [...receivedBefore, ...sink.received];
let relay: WebhookRelay;
/** The two processes; the first is the one killed, then started again. */
const processes: ApiProcess[] = [];
const everyProcess: ApiProcess[] = [];
let fixtures: ReturnType<typeof instalmentFixtures>;

const alive = (api: ApiProcess) => !exited.has(api);
const exited = new Set<ApiProcess>();
function track(api: ApiProcess): ApiProcess {
  everyProcess.push(api);
  void api.exited.then(() => exited.add(api));
  return api;
}
const instanceOf = (api: ApiProcess) => String(api.lines.find((line) => typeof line['port'] === 'number')!['instance']);

beforeAll(async () => {
  database = await createTestDatabase({ url: ADMIN_URL });
  sink = await startSmtpSink();
  relay = await startWebhookRelay(() => processes.find(alive)!.base);
  // The provider as the processes run it, in this process only to pay the fixtures' deposits.
  const provider = createEmbeddedProvider({
    db: database.db,
    signingSecret: `whsec_${randomBytes(8).toString('hex')}`,
  });
  // Bought ten days ago: each order's one instalment fell due four days ago.
  fixtures = instalmentFixtures({ db: database.db, provider, now: () => new Date(Date.now() - 10 * DAY) });
  const env = {
    DATABASE_URL: database.url!,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    APP_KEY: 'takeover-test-app-key-takeover-test-app-key',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Folio <no-reply@folio.test>',
    FOLIO_BACKGROUND_MS: String(PACE_MS),
    PAYMENTS_WEBHOOK_URL: `${relay.url}${checkoutPaths.webhook}`,
  };
  processes.push(...(await startApiProcesses(2, env)).map(track));
}, 60_000);

afterAll(async () => {
  await relay?.release();
  await sink?.release();
  await Promise.all(
    everyProcess.filter(alive).map(async (api) => {
      const exit = api.exited;
      await Promise.race([api.stop(), sleep(15_000).then(() => api.kill())]);
      await exit;
    }),
  );
  await relay?.close();
  await sink?.close();
  await database?.destroy();
}, 60_000);

/** Due work for both processes: deposit orders whose instalment is due, their deposits' notifications. */
async function seed(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const order = await fixtures.depositOrder({
      totalMinor: 6_000 + i,
      depositMinor: 2_000,
      instalments: 1,
      closeDate: isoDay(-3),
      currency: 'USD',
    });
    ids.push(...order.instalmentIds);
  }
  return ids;
}

/** What is still to do in each of the three outboxes. */
async function backlog(): Promise<Row> {
  const [row] = rowsOf(
    await database.db.execute(sql`select
      (select count(*) from instalments where status = 'scheduled')::int as instalments,
      (select count(*) from embedded_pay_notifications where delivered_at is null)::int as notifications,
      (select count(*) from mail_outbox where sent_at is null and failed_at is null)::int as mails`),
  );
  return row!;
}

/** Waits until all three outboxes are empty, then a few rounds more for late copies; fails naming what is left. */
async function settle(what: string, ms = 20_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const left = await backlog();
    if (Object.values(left).every((n) => n === 0)) break;
    if (Date.now() - started > ms) throw new Error(`${what}: still to do after ${ms} ms: ${JSON.stringify(left)}`);
    await sleep(100);
  }
  const took = Date.now() - started;
  await sleep(PACE_MS * 4);
  return took;
}

/** Everything done once, no more: the rows that break it, by rule (empty when all holds). */
async function exactlyOnce(): Promise<Record<string, unknown[]>> {
  const db = database.db;
  const found: Record<string, unknown[]> = {};
  const add = (name: string, rows: unknown[]) => {
    if (rows.length > 0) found[name] = rows.slice(0, 10);
  };
  add(
    'each due instalment charged once, in our books and at the provider',
    rowsOf(
      await db.execute(sql`select i.id, i.status,
        (select count(*) from transactions t where t.instalment_id = i.id and t.kind = 'charge' and t.status = 'succeeded')::int as charges,
        (select count(*) from embedded_pay_payments p where p.metadata->>'instalment_id' = i.id::text and p.status = 'succeeded')::int as payments
        from instalments i
        where i.status <> 'paid'
          or (select count(*) from transactions t where t.instalment_id = i.id and t.kind = 'charge' and t.status = 'succeeded') <> 1
          or (select count(*) from embedded_pay_payments p where p.metadata->>'instalment_id' = i.id::text and p.status = 'succeeded') <> 1`),
    ),
  );
  const notifications = rowsOf(
    await db.execute(sql`select n.id, n.delivered_at is not null as delivered, r.processed_at is not null as processed
      from embedded_pay_notifications n left join payment_notifications r on r.id = n.id`),
  );
  add(
    'each notification taken by the webhook once, and recorded as delivered and processed',
    notifications
      .map((n) => ({
        id: n['id'],
        delivered: n['delivered'] === true,
        processed: n['processed'] === true,
        taken: relay.delivered.get(String(n['id'])) ?? 0,
      }))
      .filter((n) => n.taken !== 1 || !n.delivered || !n.processed),
  );
  const mails = rowsOf(await db.execute(sql`select id, template, sent_at, failed_at from mail_outbox`));
  add(
    'each mail received once by the SMTP server, and recorded as sent',
    mails
      .map((m) => ({
        id: m['id'],
        template: m['template'],
        sent: m['sent_at'] !== null,
        received: received().filter((r) => r.messageId === `${m['id']}@folio.test`).length,
      }))
      .filter((m) => m.received !== 1 || !m.sent),
  );
  add(
    'no mail the SMTP server received is not an outbox row',
    received()
      .filter((r) => !mails.some((m) => r.messageId === `${m['id']}@folio.test`))
      .map((r) => r.messageId),
  );
  return found;
}

/** What a process holds in each outbox now: claimed, not done. */
async function heldBy(instance: string): Promise<{ instalments: string[]; notifications: string[]; mails: string[] }> {
  const db = database.db;
  const ids = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query)).map((row) => String(row['id']));
  return {
    instalments:
      await ids(sql`select s.instalment_id as id from instalment_schedule s join instalments i on i.id = s.instalment_id
      where s.locked_by = ${instance} and s.locked_until > now() and i.status = 'scheduled'`),
    notifications: await ids(
      sql`select id from embedded_pay_notifications where locked_by = ${instance} and delivered_at is null`,
    ),
    mails: await ids(
      sql`select id from mail_outbox where locked_by = ${instance} and sent_at is null and failed_at is null`,
    ),
  };
}

/** Polls `probe` every 20 ms until it gives something, or fails naming `what`. */
async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | null>): Promise<T> {
  for (const deadline = Date.now() + ms; ; await sleep(20)) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
  }
}

const count = (api: ApiProcess, msg: string) => api.lines.filter((line) => line.msg === msg).length;

describe('R17: two API processes on one database, one killed mid-work', () => {
  it('charge, notify and mail exactly once across both, and the survivor takes over what the dead one had claimed', async () => {
    const started = Date.now();
    const [first, survivor] = processes as [ApiProcess, ApiProcess];

    // Both at work.
    await seed(ORDERS);
    const together = await settle('both processes at work');
    expect(await exactlyOnce()).toEqual({});
    const shares = processes.map(
      (api) => `${count(api, 'instalment charged')} charged, ${count(api, 'mail delivered')} mailed`,
    );

    // Killed with SIGKILL while its mail and its notifications wait on a slow mail server and webhook.
    sink.hold();
    relay.hold();
    const seeding = seed(ORDERS);
    const held = await waitFor('the first process holding mail and notifications', 15_000, async () => {
      const now = await heldBy(instanceOf(first));
      return now.mails.length > 0 && now.notifications.length > 0 ? now : null;
    });
    await first.kill();
    await seeding;
    await sink.release();
    await relay.release();
    const afterKill = await settle('the survivor taking over after the kill');
    expect(alive(survivor)).toBe(true);
    expect(await exactlyOnce()).toEqual({});

    // Killed by its own crash point, between an instalment's charge and its record. The mail
    // server is away meanwhile rather than slow: a scheduler run ends by sending the mail it
    // queued, and a run held there would never charge the next instalment.
    // It looks for due work five times as often as the survivor, so it surely claims some: two
    // equal paces split the orders by the phase of their timers, which may leave it none.
    const armed = track(
      await first.restart({ FOLIO_CRASH_AT: 'instalments.after-charge', FOLIO_BACKGROUND_MS: String(PACE_MS / 5) }),
    );
    processes[0] = armed;
    const armedInstance = instanceOf(armed);
    const smtpPort = sink.port;
    receivedBefore.push(...sink.received);
    await sink.close();
    relay.hold();
    const seedingAgain = seed(ORDERS);
    const crashed = await Promise.race([armed.exited, sleep(20_000).then(() => null)]);
    if (!crashed) throw new Error('the armed process never reached instalments.after-charge within 20 s');
    // Dead between a charge and its record: that instalment, at least, was its own. (What else it
    // held is counted for the summary only: the survivor may have taken it over already.)
    expect(crashed).toMatchObject({ signal: 'SIGKILL', crashPoint: 'instalments.after-charge' });
    const heldAtCrash = await heldBy(armedInstance);
    await seedingAgain;
    sink = await startSmtpSink({ port: smtpPort });
    await relay.release();
    const afterCrash = await settle('the survivor taking over after the crash');
    expect(alive(survivor)).toBe(true);
    expect(await exactlyOnce()).toEqual({});

    const left = await backlog();
    console.log(
      `R17: ${ORDERS * 3} instalments, ${relay.delivered.size} notifications, ${received().length} mails; ` +
        `both at work: settled in ${together} ms (${shares.join(' / ')}); ` +
        `killed holding ${held.mails.length} mails, ${held.notifications.length} notifications, ${held.instalments.length} instalments: survivor done in ${afterKill} ms; ` +
        `crashed after a charge, still holding ${heldAtCrash.instalments.length} instalments, ${heldAtCrash.notifications.length} notifications, ${heldAtCrash.mails.length} mails: survivor done in ${afterCrash} ms; ` +
        `survivor took over instalments ${count(survivor, 'instalment charges of a stopped process taken over')} times; ` +
        `relay dropped ${relay.dropped} posts of the dead; left ${JSON.stringify(left)}; ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }, 120_000);
});
