import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { seedHistory } from './seed-history.table.js';
import { createTestDatabase } from './testing/test-database.js';

describe('PGlite in a data folder', () => {
  it('creates the folder, and what was written survives a restart', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'folio-db-')), 'nested', 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(first);
    await first.db.insert(seedHistory).values({ name: 'kept-across-restarts' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(second);
    const rows = await second.db.select().from(seedHistory);
    expect(rows.map((r) => r.name)).toEqual(['kept-across-restarts']);
    await second.close();
  }, 60_000);
});

describe.runIf(process.env['TEST_DATABASE_URL'])('PostgreSQL through DATABASE_URL', () => {
  it('applies the same migration history and answers a ping', async () => {
    // A throwaway database on that server, opened through the same path DATABASE_URL takes.
    const handle = await createTestDatabase({ url: process.env['TEST_DATABASE_URL'] });
    try {
      expect(handle.kind).toBe('postgres');
      await handle.ping();
      await migrate(handle);
      const result = await handle.db.execute(sql`select to_regclass('public.seed_history') as t`);
      expect(JSON.stringify(result)).toContain('seed_history');
    } finally {
      await handle.destroy();
    }
  });
});

describe('extensions', () => {
  it('has trigram similarity, accent folding and case-insensitive text after migrating', async () => {
    const t = await createTestDatabase();
    try {
      // Both drivers answer execute() with a result object carrying `rows`.
      const result = (await t.db.execute(
        sql`select similarity('Romantasy', 'Romantasi') > 0.4 as close, unaccent('Brontë') as folded, 'A'::citext = 'a'::citext as ci`,
      )) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ close: true, folded: 'Bronte', ci: true });
    } finally {
      await t.destroy();
    }
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('PostgreSQL going away (R14)', () => {
  type Row = Record<string, unknown>;
  const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

  it('fails the transaction whose connection is lost between two statements, not the process, and the pool goes on', async () => {
    const handle = await createTestDatabase({ url: process.env['TEST_DATABASE_URL'] });
    try {
      const cut = handle.db.transaction(async (tx) => {
        const [me] = rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`));
        // From another connection of the pool: the server ends this one while the transaction is open.
        await handle.db.execute(sql`select pg_terminate_backend(${me!['pid']}::int)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      await handle.ping();
      await handle.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
    } finally {
      await handle.destroy();
    }
  });

  it('fails a request within its connect time-out when the server never answers (a host gone, packets dropped)', async () => {
    // Accepts connections and never says a word, as a host that vanished behind a firewall.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const handle = await openDatabase({
      kind: 'postgres',
      url: `postgres://folio@127.0.0.1:${port}/folio`,
      connectTimeoutMs: 300,
    });
    try {
      const started = Date.now();
      await expect(handle.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await handle.close();
      silent.close();
    }
  });
});
