import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailQueue, type MailQueue } from './mail-queue.js';
import type { Mailer, MailMessage } from './mailer.js';

/*
 * Two workers (two server processes) on one outbox (R17): whatever the timing, each row is sent
 * once. The real processes are in apps/api/src/background-takeover.reliability.test.ts.
 */

let t: TestDatabase;
let now: Date;
const clock = () => now;
const silent = pino({ level: 'silent' });
const later = (ms: number) => (now = new Date(now.getTime() + ms));

beforeEach(async () => {
  t = await createTestDatabase();
  now = new Date('2026-06-01T10:00:00Z');
});
afterEach(() => t.destroy());

/** Every send, by the outbox row it came from. */
const sends: Array<{ by: string; id: string | undefined }> = [];
beforeEach(() => void (sends.length = 0));
const recording = (by: string, during?: (message: MailMessage) => Promise<void>): Mailer => ({
  async send(message) {
    await during?.(message);
    sends.push({ by, id: message.id });
  },
});

function worker(name: string, mailer: Mailer, options: { gone?: string[]; claimMs?: number } = {}): MailQueue {
  const queue = createMailQueue({
    db: t.db,
    mailer,
    logger: silent,
    now: clock,
    claimMs: options.claimMs,
    instance: { id: name, isLive: async (id) => !(options.gone ?? []).includes(id) },
  });
  queue.define('note', async ({ n = '' }) => ({ message: { to: 'ada@example.com', subject: `Note ${n}`, text: n } }));
  return queue;
}
const queueRows = async (queue: MailQueue, n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await queue.enqueueIn(t.db, 'note', { n: String(i) }));
  return ids;
};

describe('two workers on one outbox', () => {
  it('takes over at once the rows a worker killed mid-batch had claimed, and sends each once', async () => {
    // The first worker hangs on its first send, as a process does when it is killed there.
    const dead = worker(
      'dead',
      recording('dead', () => new Promise(() => undefined)),
    );
    const ids = await queueRows(dead, 3);
    void dead.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sends).toEqual([]);

    const survivor = worker('survivor', recording('survivor'), { gone: ['dead'] });
    expect(await survivor.deliverDue()).toBe(3);
    expect(sends.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(sends.every((s) => s.by === 'survivor')).toBe(true);
  });

  it('never sends a row another worker took while its batch was slower than its claim', async () => {
    // Each send takes 800 ms of the claim's 1,000; during the second, the other worker runs.
    const other = worker('other', recording('other'), { claimMs: 1_000 });
    let count = 0;
    const slow = worker(
      'slow',
      recording('slow', async () => {
        later(400);
        if (++count === 2) await other.deliverDue();
        later(400);
      }),
      { claimMs: 1_000 },
    );
    const ids = await queueRows(slow, 3);
    await slow.deliverDue();
    const perRow = ids.map((id) => sends.filter((s) => s.id === id).length);
    expect(perRow).toEqual([1, 1, 1]);
    expect(sends.map((s) => s.by)).toEqual(['slow', 'other', 'slow']);
  });

  it('sends once a message whose record the database could not take at first (it went away during the send)', async () => {
    // The database refuses writes from the moment the message is out until 300 ms later.
    const state = { away: false };
    const flaky = new Proxy(t.db, {
      get: (target, name, receiver) =>
        state.away && name === 'update'
          ? () => {
              throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
            }
          : Reflect.get(target, name, receiver),
    });
    const queue = createMailQueue({
      db: flaky,
      mailer: recording('first', async () => {
        state.away = true;
        setTimeout(() => (state.away = false), 300);
      }),
      logger: silent,
      now: clock,
      instance: { id: 'first', isLive: async () => true },
    });
    queue.define('note', async ({ n = '' }) => ({ message: { to: 'ada@example.com', subject: `Note ${n}`, text: n } }));
    const [id] = await queueRows(queue, 1);
    await queue.deliverDue().catch(() => undefined);
    // Long after the claim would have run out, the other worker finds nothing to send again.
    later(120_000);
    expect(await worker('second', recording('second')).deliverDue()).toBe(0);
    expect(sends).toEqual([{ by: 'first', id }]);
  });
});
