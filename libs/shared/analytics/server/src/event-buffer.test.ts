import type { Database } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger } from '@folio/server-kit';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEventChunks, analyticsFunnelDays } from './analytics-storage.table.js';
import { createEventBuffer } from './event-buffer.js';
import type { AcceptedEvent } from './event-lines.js';
import { sampleEvent } from './testing/index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.destroy());
afterEach(async () => {
  vi.useRealTimers();
  await database.db.delete(analyticsEventChunks);
  await database.db.delete(analyticsFunnelDays);
});

const logger = createLogger({ level: 'silent' });
const at = new Date('2026-06-01T10:00:00Z');
const row = (): AcceptedEvent => ({
  dataSource: 'folio_events',
  event: sampleEvent({ timestamp: at.toISOString() }),
  at,
  receivedAt: at,
});
const rows = (n: number) => Array.from({ length: n }, () => row());
/** The events the chunks hold, and the funnel's count of them (every row is a view of form-1). */
const storedCount = async () =>
  (
    await database.db
      .select({ n: sql<number>`coalesce(sum(${analyticsEventChunks.events}), 0)::int` })
      .from(analyticsEventChunks)
  )[0]?.n ?? 0;
const funnelCount = async () =>
  (
    await database.db
      .select({ n: sql<number>`coalesce(sum(${analyticsFunnelDays.count}), 0)::int` })
      .from(analyticsFunnelDays)
  )[0]?.n ?? 0;

/** The database with its statements (one per batch) counted, and made to fail while `failing` is set. */
function countingDb() {
  const state = { inserts: 0, failing: false };
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'execute') {
        return (query: Parameters<Database['execute']>[0]) => {
          state.inserts++;
          if (state.failing)
            return Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));
          return target.execute(query);
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Database;
  return { db, state };
}

describe('event buffer', () => {
  it('writes accepted events after the flush interval, many posts in one statement and one chunk', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { db, state } = countingDb();
    const buffer = createEventBuffer({ db, logger, flushEveryMs: 250 });
    for (let i = 0; i < 40; i++) buffer.add(rows(1));
    await vi.advanceTimersByTimeAsync(249);
    expect(state.inserts).toBe(0);
    expect(buffer.pending()).toBe(40);
    await vi.advanceTimersByTimeAsync(1);
    await buffer.flush();
    expect(state.inserts).toBe(1);
    expect(await storedCount()).toBe(40);
    expect(await database.db.$count(analyticsEventChunks)).toBe(1);
    expect(await funnelCount()).toBe(40);
    expect(buffer.pending()).toBe(0);
  });

  it('writes a full batch at once, without waiting for the timer, and leaves what is left over for the timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { db, state } = countingDb();
    const buffer = createEventBuffer({ db, logger, flushEveryMs: 60_000, batchRows: 100 });
    buffer.add(rows(50));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.inserts).toBe(0);
    buffer.add(rows(200));
    // No timer moved: the full batches went, each one chunk, and the other 50 wait for the timer.
    await vi.waitFor(() => expect(buffer.pending()).toBe(50));
    expect(state.inserts).toBe(2);
    expect(await storedCount()).toBe(200);
    await vi.advanceTimersByTimeAsync(59_000);
    await vi.waitFor(() => expect(buffer.pending()).toBe(0));
    expect(state.inserts).toBe(3);
    expect(await storedCount()).toBe(250);
  });

  it('keeps its batches full under a steady stream of posts: events arriving during a write wait for the next batch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { db, state } = countingDb();
    const buffer = createEventBuffer({ db, logger, flushEveryMs: 60_000, batchRows: 100 });
    // 1,000 posts of one event, each a microtask apart: many arrive while a batch is being written.
    for (let i = 0; i < 1000; i++) {
      buffer.add(rows(1));
      await Promise.resolve();
    }
    await vi.waitFor(() => expect(buffer.pending()).toBe(0));
    expect(state.inserts).toBe(10);
    expect(await storedCount()).toBe(1000);
  });

  it('on close writes what waits and takes nothing more', async () => {
    const buffer = createEventBuffer({ db: database.db, logger, flushEveryMs: 60_000 });
    buffer.add(rows(7));
    await buffer.close();
    expect(await storedCount()).toBe(7);
    expect(buffer.hasRoom(1)).toBe(false);
  });

  it('keeps a batch the database refused and writes it once it is back; drops it after the last attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { db, state } = countingDb();
    const buffer = createEventBuffer({ db, logger, flushEveryMs: 250, attempts: 3 });
    state.failing = true;
    buffer.add(rows(5));
    await vi.advanceTimersByTimeAsync(250);
    expect(state.inserts).toBe(1);
    expect(buffer.pending()).toBe(5);
    state.failing = false;
    await vi.advanceTimersByTimeAsync(250);
    await buffer.flush();
    expect(await storedCount()).toBe(5);

    state.failing = true;
    buffer.add(rows(2));
    await vi.advanceTimersByTimeAsync(250 * 3);
    expect(buffer.pending()).toBe(0);
    expect(await storedCount()).toBe(5);
    // The funnel counted the written batch once and the dropped one not at all.
    expect(await funnelCount()).toBe(5);
  });

  it('has room for maxPending events, those being written included', () => {
    const buffer = createEventBuffer({ db: database.db, logger, maxPending: 10, flushEveryMs: 60_000 });
    buffer.add(rows(8));
    expect(buffer.hasRoom(2)).toBe(true);
    expect(buffer.hasRoom(3)).toBe(false);
    return buffer.close();
  });
});
