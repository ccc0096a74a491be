import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './database.js';

/**
 * The one migration history, shared by PGlite and PostgreSQL. Resolved through the package so it
 * is found both from source and from the bundled API server.
 */
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@folio/db/package.json')),
  'migrations',
);

/**
 * Applies pending migrations; safe to run at every start, and from servers started together on
 * one PostgreSQL database: they take turns (a session lock held on a connection of the pool's own),
 * so the second finds the work done instead of failing on the first's half of it. The migrations
 * run on that same connection, so a pool of one connection is enough.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const db = handle.db as unknown as NodePgDatabase & { $client: pg.Pool };
    const holder = await db.$client.connect();
    try {
      await holder.query('select pg_advisory_lock(hashtext($1))', ['folio.migrate']);
      await migratePg(drizzle(holder), { migrationsFolder });
    } finally {
      // Ending the connection lets go of the lock, whatever became of the migration.
      holder.release(true);
    }
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
