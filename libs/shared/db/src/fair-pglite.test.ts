import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { createTestDatabase } from './testing/test-database.js';

const BACKLOG = 400;

/**
 * Counts event-loop turns (a self-renewing setImmediate, the phase after I/O) while `work` runs,
 * and the longest wait between two of them.
 */
async function turnsDuring(work: () => Promise<unknown>) {
  let turns = 0;
  let last = performance.now();
  let longestGapMs = 0;
  let running = true;
  const beat = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    turns++;
    if (running) setImmediate(beat);
  };
  setImmediate(beat);
  await work();
  running = false;
  return { turns, longestGapMs };
}

/** Both drivers answer execute() with a result object carrying `rows`. */
const rows = async <T>(on: DatabaseHandle, query: SQL) =>
  ((await on.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A backlog like a flood of requests leaves: many statements queued at once on one connection. */
async function backlog(handle: DatabaseHandle) {
  await handle.db.execute(sql`create temporary table hits (key text primary key, n int not null)`);
  await Promise.all(
    Array.from({ length: BACKLOG }, (_, i) =>
      handle.db.execute(
        sql`insert into hits values (${`k${i % 20}`}, 1) on conflict (key) do update set n = hits.n + 1`,
      ),
    ),
  );
  const [row] = await rows<{ total: number }>(handle, sql`select sum(n)::int as total from hits`);
  return row?.total;
}

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

// PGlite runs in this thread, and queued statements used to run back to back in microtasks:
// nothing else (a health check, a page) was served until the whole backlog was through.
describe('PGlite under a backlog of statements', { timeout: 60_000 }, () => {
  it('gives the event loop a turn between statements (the embedded database)', async () => {
    const embedded = await openDatabase({ kind: 'pglite-memory' });
    handle = embedded;
    const seen = await turnsDuring(async () => expect(await backlog(embedded)).toBe(BACKLOG));
    expect(seen.turns).toBeGreaterThanOrEqual(BACKLOG / 2);
  });

  it('does the same in the test database', async () => {
    if (process.env['TEST_DATABASE_URL']) return; // PostgreSQL: the pool's I/O yields by itself.
    const test = await createTestDatabase();
    handle = { ...test, close: () => test.destroy() };
    const seen = await turnsDuring(async () => expect(await backlog(test)).toBe(BACKLOG));
    expect(seen.turns).toBeGreaterThanOrEqual(BACKLOG / 2);
  });

  it('runs every statement and transaction of a burst, a failed one stopping none of the others', async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
    const db = handle.db;
    await db.execute(sql`create temporary table log (at serial primary key, what text not null)`);
    const results = await Promise.allSettled([
      db.execute(sql`insert into log (what) values ('a')`),
      db.execute(sql`select * from no_such_table`),
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into log (what) values ('b')`);
        await tx.execute(sql`insert into log (what) values ('c')`);
      }),
      db.execute(sql`insert into log (what) values ('d')`),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const logged = await rows<{ what: string }>(handle, sql`select what from log order by what`);
    expect(logged.map((r) => r.what)).toEqual(['a', 'b', 'c', 'd']);
  });
});
