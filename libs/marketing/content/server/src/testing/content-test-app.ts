import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { runSeeders } from '@folio/db';
import type { SessionEnv } from '@folio/auth-server';
import { errorHandler, createLogger, notFoundHandler } from '@folio/server-kit';
import { Hono } from 'hono';
import { noCatalogPort, type ContentCatalogPort, type ContentDeps } from '../content-deps.js';
import { contentRoutes } from '../content.routes.js';
import { contentSeeder, homePageSeeder, type RelatedSlugs } from '../seed/content.seeder.js';

/** The moment content tests run at: seeded posts are published relative to it. */
export const CONTENT_TEST_NOW = new Date('2026-11-20T12:00:00Z');

/** A catalog of two authors and one event, for related pages. */
export const fakeCatalogPort: ContentCatalogPort = {
  ...noCatalogPort,
  authorsBySlugs: async (slugs) =>
    [
      { slug: 'ada-quill', name: 'Ada Quill' },
      { slug: 'ben-harrow', name: 'Ben Harrow' },
    ].filter((author) => slugs.includes(author.slug)),
  eventsBySlugs: async (slugs) =>
    [{ slug: 'autumn-signing', title: 'Autumn Signing', starts_at: '2026-12-05T10:00:00.000Z' }].filter((event) =>
      slugs.includes(event.slug),
    ),
};

export const FAKE_RELATED: RelatedSlugs = {
  authors: ['ada-quill', 'ben-harrow', 'gone-author'],
  events: ['autumn-signing'],
};

/** The content sub-app over a fresh database with the seeded copy, behind the shell's error handling. */
export async function createContentTestApp(
  options: { seeded?: boolean; deps?: Partial<Omit<ContentDeps, 'db'>> } = { seeded: true },
) {
  const database: TestDatabase = await createTestDatabase();
  const now = () => CONTENT_TEST_NOW;
  const deps: ContentDeps = { db: database.db, now, catalog: fakeCatalogPort, ...options.deps };
  const app = new Hono<SessionEnv>().route('/', contentRoutes(deps));
  app.all('/api/*', notFoundHandler);
  app.onError(errorHandler(createLogger({ level: 'silent' })));
  if (options.seeded !== false)
    await runSeeders(database.db, [contentSeeder(() => FAKE_RELATED), homePageSeeder()], { now: CONTENT_TEST_NOW });
  return {
    app,
    database,
    deps,
    async get(path: string, headers?: Record<string, string>) {
      const response = await app.request(path, { headers });
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        body: (type.includes('json') ? await response.json() : await response.text()) as unknown,
        response,
      };
    },
  };
}
