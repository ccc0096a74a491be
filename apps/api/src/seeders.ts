import { accountsSeeder } from '@folio/auth-server';
import { catalogSeeder } from '@folio/catalog-server';
import type { Seeder } from '@folio/db';

/**
 * Demo data, in the order it must run. Each domain contributes its seeder here; each runs once,
 * on the first start of a database, from the fixed seed so every fresh database is the same.
 */
export const seeders: readonly Seeder[] = [accountsSeeder, catalogSeeder];
