import { runSeeders } from '@folio/db';
import { catalogSeeder } from '../seed/catalog.seeder.js';
import { createCatalogTestApp, TEST_NOW, type CatalogTestApp } from './catalog-test-app.js';

/** The catalog app over a database holding the demo world, seeded at TEST_NOW. */
export async function createSeededCatalogApp(): Promise<CatalogTestApp> {
  const t = await createCatalogTestApp();
  await runSeeders(t.database.db, [catalogSeeder], { now: TEST_NOW });
  return t;
}
