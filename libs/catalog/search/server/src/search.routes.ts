import type { SessionEnv } from '@folio/auth-server';
import { CATALOG_BASE_PATH } from '@folio/catalog-kit-contract';
import { SearchQuery } from '@folio/search-contract';
import { validate } from '@folio/server-kit';
import { Hono } from 'hono';
import { searchService, type SearchSources } from './search.service.js';

/** `GET /api/catalog/search`: events, authors, vendors and books matching a query, grouped by kind. */
export function searchRoutes(sources: SearchSources) {
  const search = searchService(sources);
  return new Hono<SessionEnv>()
    .basePath(CATALOG_BASE_PATH)
    .get('/search', validate('query', SearchQuery), async (c) =>
      c.json({ data: await search.search(c.req.valid('query')) }),
    );
}
