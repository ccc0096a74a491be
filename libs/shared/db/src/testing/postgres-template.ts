import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../database.js';
import { migrate } from '../migrate.js';
import { migrationsDigest } from '../template.js';

/** Serialises the building of a template across test workers and runs on one server. */
const BUILD_LOCK = "hashtext('folio.test-template')";

const templates = new Map<string, Promise<string>>();

/** Runs `work` with an admin connection to the server of `adminUrl`. */
async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `adminUrl` pointed at the database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Retries a statement that PostgreSQL refuses while a closing connection's backend is still on its
 * way out ("database is being accessed by other users", 55006); anything else is thrown at once.
 */
async function whenUnused<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const exists = async (client: pg.Client, name: string) =>
  (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

/**
 * The name of a database on the server with every migration applied and nothing else, made once
 * per migration history (its name carries the migrations' digest) and cloned for each test file
 * with `CREATE DATABASE ... TEMPLATE`, which copies files instead of running 20 migrations.
 *
 * It is built under another name and renamed when complete, under an advisory lock, so a worker
 * never clones half a template and two workers never build one twice; it then refuses
 * connections, because PostgreSQL cannot clone a database anybody is connected to. A template
 * left by an earlier run with the same migrations is the same database and is reused.
 */
export function migratedTemplate(adminUrl: string): Promise<string> {
  const name = `folio_template_${migrationsDigest()}`;
  const key = `${adminUrl} ${name}`;
  let template = templates.get(key);
  if (!template) {
    template = buildOnce(adminUrl, name);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

async function buildOnce(adminUrl: string, name: string): Promise<string> {
  return withAdmin(adminUrl, async (admin) => {
    if (await exists(admin, name)) return name;
    await admin.query(`select pg_advisory_lock(${BUILD_LOCK})`);
    try {
      if (await exists(admin, name)) return name;
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      try {
        const handle = await openDatabase({
          kind: 'postgres',
          url: databaseUrl(adminUrl, building),
          maxConnections: 1,
        });
        try {
          await migrate(handle);
        } finally {
          await handle.close();
        }
        await whenUnused(() => admin.query(`alter database "${building}" rename to "${name}"`));
        await admin.query(`alter database "${name}" with allow_connections false is_template true`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      return name;
    } finally {
      await admin.query(`select pg_advisory_unlock(${BUILD_LOCK})`);
    }
  });
}

/** A new database cloned from the migrated template; returns its name. */
export async function cloneMigratedTemplate(adminUrl: string): Promise<string> {
  const template = await migratedTemplate(adminUrl);
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    whenUnused(() => admin.query(`create database "${name}" template "${template}"`)),
  );
  return name;
}

/** Drops a test database, closing whatever is still connected to it. */
export function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  return withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}
