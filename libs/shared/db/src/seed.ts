import { eq, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { seedHistory } from './seed-history.table.js';

/** The fixed seed every demo-data generator starts from, so every fresh database is the same. */
export const DEMO_SEED = 20_261_121;

export interface SeedContext {
  /** A transaction: a seeder either lands whole or not at all. */
  db: Database;
  seed: number;
  /** The moment seeding runs; demo dates are relative to it so "upcoming" stays upcoming. */
  now: Date;
}

export interface Seeder {
  /** Unique and stable: recorded in `seed_history` once the seeder has run. */
  name: string;
  run(context: SeedContext): Promise<void>;
}

/**
 * Runs, in order, each seeder that has not run on this database yet, each in its own transaction
 * together with its history row, one process at a time. Returns the names it ran.
 */
export async function runSeeders(
  db: Database,
  seeders: readonly Seeder[],
  options: { seed?: number; now?: Date } = {},
): Promise<string[]> {
  const names = new Set(seeders.map((s) => s.name));
  if (names.size !== seeders.length) throw new Error('Seeder names must be unique.');
  const ran: string[] = [];
  for (const seeder of seeders) {
    const didRun = await db.transaction(async (tx) => {
      // Servers started together on a new database (two processes behind one balancer) take turns:
      // the second finds the first's history row instead of running the seeder again beside it.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('folio.seeders'))`);
      const done = await tx.select().from(seedHistory).where(eq(seedHistory.name, seeder.name)).limit(1);
      if (done.length > 0) return false;
      await seeder.run({
        db: tx as unknown as Database,
        seed: options.seed ?? DEMO_SEED,
        now: options.now ?? new Date(),
      });
      await tx.insert(seedHistory).values({ name: seeder.name });
      return true;
    });
    if (didRun) ran.push(seeder.name);
  }
  return ran;
}
