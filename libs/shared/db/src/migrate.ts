import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database.js';

/**
 * The one migration history, shared by PGlite and PostgreSQL. Resolved through the package so it
 * is found both from source and from the bundled API server.
 */
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@folio/db/package.json')),
  'migrations',
);

/** Applies pending migrations; safe to run at every start. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
