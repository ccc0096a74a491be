import { pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { runSeeders, type Seeder } from './seed.js';
import { seedHistory } from './seed-history.table.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const notes = pgTable('seed_test_notes', { body: text('body').notNull() });

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
  await t.db.execute(sql`create table seed_test_notes (body text not null)`);
});
afterEach(() => t.destroy());

/** Writes rows drawn from the seed, so two runs from the same seed must write the same rows. */
const notesSeeder: Seeder = {
  name: 'notes',
  async run({ db, seed }) {
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
    await db.insert(notes).values(Array.from({ length: 3 }, () => ({ body: `note-${next()}` })));
  },
};

describe('runSeeders', () => {
  it('runs each seeder once on an empty database and never again', async () => {
    expect(await runSeeders(t.db, [notesSeeder])).toEqual(['notes']);
    expect(await runSeeders(t.db, [notesSeeder])).toEqual([]);
    expect(await t.db.select().from(notes)).toHaveLength(3);
    expect((await t.db.select().from(seedHistory)).map((r) => r.name)).toEqual(['notes']);
  });

  it('is deterministic: the same seed writes the same data', async () => {
    await runSeeders(t.db, [notesSeeder], { seed: 42 });
    const other = await createTestDatabase();
    try {
      await other.db.execute(sql`create table seed_test_notes (body text not null)`);
      await runSeeders(other.db, [notesSeeder], { seed: 42 });
      expect(await other.db.select().from(notes)).toEqual(await t.db.select().from(notes));
    } finally {
      await other.destroy();
    }
  });

  it('leaves nothing behind when a seeder fails, so the next start retries it', async () => {
    const failing: Seeder = {
      name: 'half-done',
      async run({ db }) {
        await db.insert(notes).values({ body: 'partial' });
        throw new Error('generator crashed');
      },
    };
    await expect(runSeeders(t.db, [failing])).rejects.toThrow('generator crashed');
    expect(await t.db.select().from(notes)).toEqual([]);
    expect(await t.db.select().from(seedHistory)).toEqual([]);
  });

  it('runs a seeder added later without re-running the earlier ones', async () => {
    await runSeeders(t.db, [notesSeeder]);
    const later: Seeder = {
      name: 'later',
      run: async ({ db }) => void (await db.insert(notes).values({ body: 'later' })),
    };
    expect(await runSeeders(t.db, [notesSeeder, later])).toEqual(['later']);
    expect(await t.db.select().from(notes)).toHaveLength(4);
  });

  it('refuses two seeders with one name', async () => {
    await expect(runSeeders(t.db, [notesSeeder, notesSeeder])).rejects.toThrow('Seeder names must be unique.');
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('runSeeders from two processes at once (R17)', () => {
  it('runs each seeder once on a new database that two servers start on together', async () => {
    // Another process's pool on the same database, and a seeder slow enough for both to be in it.
    const other = await openDatabase({ kind: 'postgres', url: t.url! });
    const slow: Seeder = {
      name: 'slow-notes',
      async run(context) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await notesSeeder.run(context);
      },
    };
    try {
      const ran = await Promise.all([runSeeders(t.db, [slow]), runSeeders(other.db, [slow])]);
      expect(ran.flat()).toEqual(['slow-notes']);
      expect(await t.db.select().from(notes)).toHaveLength(3);
    } finally {
      await other.close();
    }
  });
});
