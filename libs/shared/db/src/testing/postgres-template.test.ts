import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { migrate, migrationsFolder } from '../migrate.js';
import { seedHistory } from '../seed-history.table.js';
import { migrationsDigest } from '../template.js';
import { cloneMigratedTemplate, databaseUrl, dropDatabase, migratedTemplate } from './postgres-template.js';
import { createTestDatabase } from './test-database.js';

const adminUrl = process.env['TEST_DATABASE_URL'];

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(adminUrl)('test databases on PostgreSQL, cloned from a migrated template', () => {
  it('start with every migration applied and nothing else, and are independent of each other', async () => {
    const [a, b] = await Promise.all([createTestDatabase({ url: adminUrl }), createTestDatabase({ url: adminUrl })]);
    try {
      await a.db.insert(seedHistory).values({ name: 'only-in-a' });
      expect(await b.db.select().from(seedHistory)).toEqual([]);
      const applied = (await a.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { n: number }[];
      };
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      // Nothing is left to migrate, and the extensions came along.
      await migrate(a);
      const folded = (await b.db.execute(sql`select unaccent('Brontë') as folded`)) as unknown as {
        rows: { folded: string }[];
      };
      expect(folded.rows[0]?.folded).toBe('Bronte');
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('keeps one template per migration history, closed to connections so that it can be cloned', async () => {
    const name = await migratedTemplate(adminUrl!);
    expect(name).toBe(`folio_template_${migrationsDigest()}`);
    const [row] = await query(adminUrl!, 'select datallowconn, datistemplate from pg_database where datname = $1', [
      name,
    ]);
    expect(row).toEqual({ datallowconn: false, datistemplate: true });
    await expect(query(databaseUrl(adminUrl!, name), 'select 1')).rejects.toThrow(
      /not currently accepting connections/,
    );
  });

  it('clones many at once without two builds or a half-built template', async () => {
    const names = await Promise.all(Array.from({ length: 6 }, () => cloneMigratedTemplate(adminUrl!)));
    try {
      expect(new Set(names).size).toBe(6);
      const building = await query(
        adminUrl!,
        "select datname from pg_database where datname like 'folio_template_%_building_%'",
      );
      expect(building).toEqual([]);
      for (const name of names) {
        const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl!, name), maxConnections: 1 });
        try {
          expect(await handle.db.select().from(seedHistory)).toEqual([]);
        } finally {
          await handle.close();
        }
      }
    } finally {
      await Promise.all(names.map((name) => dropDatabase(adminUrl!, name)));
    }
  }, 30_000); // six CREATE DATABASE ... TEMPLATE at once: seconds each on a slow disk
});
