import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fairPglite } from './fair-pglite.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { readMigratedTemplate } from './template.js';

export { pgliteExtensions };

/** The Drizzle database every repository receives; the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** Round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** True when a fresh PGlite data folder was unpacked from the migrated template. */
  readonly fromTemplate?: boolean;
}

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** How long a request waits for a connection before it fails (10 s). */
      connectTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export interface OpenOptions {
  /**
   * Where the build put the migrated PGlite template (`writeMigratedTemplate`). A fresh, empty
   * data folder starts from it instead of PGlite's initdb; migrations still run afterwards.
   */
  templateDir?: string;
}

const isEmptyFolder = (dir: string) => {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return true;
  }
};

/**
 * PGlite in a data folder. An empty folder is unpacked from the template for the current migration
 * history when there is one; if that fails, the folder is emptied and PGlite creates it as usual.
 */
async function openPgliteFolder(
  dataDir: string,
  templateDir: string | undefined,
): Promise<{ client: PGlite; fromTemplate: boolean }> {
  const template = templateDir && isEmptyFolder(dataDir) ? readMigratedTemplate(templateDir) : undefined;
  mkdirSync(dataDir, { recursive: true });
  if (template) {
    try {
      return {
        client: await PGlite.create({ dataDir, loadDataDir: template, extensions: pgliteExtensions }),
        fromTemplate: true,
      };
    } catch {
      for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
  }
  return { client: await PGlite.create({ dataDir, extensions: pgliteExtensions }), fromTemplate: false };
}

/**
 * How long a request may wait for a PostgreSQL connection (a new one, or a free one of the pool's)
 * before it fails: far above any wait under load, well below a browser's patience.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** Opens PostgreSQL through a pool, or PGlite in a data folder (created if missing) or in memory. */
export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.maxConnections ?? 10,
      // A database that is unreachable without refusing (a host gone, packets dropped) must fail a
      // request within seconds, as a refused connection does, instead of holding it for minutes.
      // (pg applies the same limit to a wait for a free client of a busy pool.)
      connectionTimeoutMillis: config.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    // A client losing its connection (database restart, network cut) must not crash the process:
    // idle ones report to the pool, and one in use by a request (a transaction between two
    // statements) has no listener of its own, so pg's 'error' event would be thrown. The request
    // sees the error in its query; the pool drops the client when it is released.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg({ client: pool }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const { client, fromTemplate } =
    config.kind === 'pglite'
      ? await openPgliteFolder(config.dataDir, options.templateDir)
      : { client: await PGlite.create({ extensions: pgliteExtensions }), fromTemplate: false };
  const db = drizzlePglite({ client: fairPglite(client) }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    fromTemplate,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
