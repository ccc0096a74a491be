import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, pgliteExtensions, type Database, type DatabaseHandle } from '../database.js';
import { fairPglite } from '../fair-pglite.js';
import { migratedSnapshot } from './pglite-snapshot.js';
import { cloneMigratedTemplate, databaseUrl, dropDatabase } from './postgres-template.js';

export interface TestDatabase extends DatabaseHandle {
  /** On PostgreSQL, the throwaway database's URL (for a server process the test starts on it). */
  readonly url?: string;
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server named by `TEST_DATABASE_URL` (for concurrency suites and CI).
 * Both start from a migrated template instead of running the migrations: PGlite from a snapshot of
 * its data folder, PostgreSQL as a clone of a migrated template database (postgres-template.ts).
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
  const adminUrl = options.url;
  const name = await cloneMigratedTemplate(adminUrl);
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
