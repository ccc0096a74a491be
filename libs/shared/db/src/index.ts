// Public API of @folio/db: opening, migrating and seeding the database.
export {
  openDatabase,
  pgliteExtensions,
  type Database,
  type DatabaseConfig,
  type DatabaseHandle,
  type DatabaseKind,
  type OpenOptions,
} from './database.js';
export { watchDatabase, type DatabaseWatch, type WatchOptions } from './database-watch.js';
export { rowFromJson } from './json-row.js';
export { migrationsDigest, writeMigratedTemplate } from './template.js';
export { migrate, migrationsFolder } from './migrate.js';
export { runSeeders, DEMO_SEED, type Seeder, type SeedContext } from './seed.js';
export { seedHistory } from './seed-history.table.js';
export { openServerInstance, type ServerInstance } from './server-instance.js';
