import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const url = process.env['TEST_DATABASE_URL'];

async function withNewDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const name = `folio_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const at = new URL(url!);
  at.pathname = `/${name}`;
  try {
    await work(at.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function appliedCount(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const result = (await handle.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]!.n;
}

describe.runIf(url)('migrate on PostgreSQL', () => {
  it('brings a new database up to date on a pool of a single connection (the test template is built so)', async () => {
    await withNewDatabase(async (at) => {
      const handle = await openDatabase({ kind: 'postgres', url: at, maxConnections: 1 });
      try {
        await migrate(handle);
        expect(await appliedCount(handle)).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    });
  }, 60_000);
});

describe.runIf(url)('migrate from two processes at once (R17)', () => {
  it('brings a new database up to date once when two servers start on it together', async () => {
    await withNewDatabase(async (at) => {
      const [first, second] = await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: at })));
      try {
        await Promise.all([migrate(first!), migrate(second!)]);
        const applied = await appliedCount(first!);
        await migrate(second!);
        expect(await appliedCount(second!)).toBe(applied);
        expect(applied).toBeGreaterThan(0);
      } finally {
        await Promise.all([first!.close(), second!.close()]);
      }
    });
  }, 60_000);
});
