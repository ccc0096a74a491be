import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDatabase, pgliteExtensions, type Database, type DatabaseHandle } from '../database.js';
import { fairPglite } from '../fair-pglite.js';
import { migrate } from '../migrate.js';
import { migratedSnapshot } from './pglite-snapshot.js';

export interface TestDatabase extends DatabaseHandle {
  /** On PostgreSQL, the throwaway database's URL (for a server process the test starts on it). */
  readonly url?: string;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server named by `TEST_DATABASE_URL` (for concurrency suites and CI).
 */
export async function createTestDatabase(
  options: { url?: string | undefined } = { url: process.env['TEST_DATABASE_URL'] },
): Promise<TestDatabase> {
  if (!options.url) {
    const client = await PGlite.create({ loadDataDir: await migratedSnapshot(), extensions: pgliteExtensions });
    const db = drizzlePglite({ client: fairPglite(client) }) as unknown as Database;
    const close = () => client.close();
    return { db, kind: 'pglite', ping: async () => void (await db.execute(sql`select 1`)), close, destroy: close };
  }
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(options.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrate(handle);
  return {
    ...handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: options.url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
