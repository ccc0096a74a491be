import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The Drizzle database every repository receives; the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/**
 * The PostgreSQL extensions the schema uses (created by a migration): trigram similarity for
 * typo-tolerant search, accent folding, case-insensitive text. PGlite must load them itself.
 */
export const pgliteExtensions = { pg_trgm, unaccent, citext };

/** Opens PostgreSQL through a pool, or PGlite in a data folder (created if missing) or in memory. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.maxConnections ?? 10 });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (config.kind === 'pglite') {
    mkdirSync(config.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: config.dataDir, extensions: pgliteExtensions });
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions });
  }
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
