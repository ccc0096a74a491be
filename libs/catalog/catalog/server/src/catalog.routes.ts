import {
  AuthorListQuery,
  CATALOG_BASE_PATH,
  EventListQuery,
  MAX_SLUG_LENGTH,
  OrderFormListQuery,
  ReaderListQuery,
  SearchQuery,
  VendorListQuery,
} from '@folio/catalog-contract';
import type { SessionEnv } from '@folio/auth-server';
import { isUuid, notFound, validate } from '@folio/server-kit';
import { Hono, type Context } from 'hono';
import type { CatalogDeps } from './deps.js';
import { eventService } from './event.service.js';
import { imageService } from './image.service.js';
import { peopleService } from './people.service.js';
import { savedRoutes } from './saved.routes.js';
import { searchService } from './search.service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A slug path parameter; one that cannot exist is the same 404 as an unknown one, without a
 * query (a NUL character, which PostgreSQL text cannot hold, would otherwise be a 500).
 */
function slugOf(c: Context, message: string): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH || slug.includes('\u0000')) throw notFound(message);
  return slug;
}

/** `{uuid}.svg` → the uuid, or a 404 with the kind's message. */
function svgIdOf(c: Context, message: string): string {
  const file = c.req.param('file') ?? '';
  const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

const svg = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMMUTABLE });

/**
 * The catalog's public JSON API under /api/catalog: events, people, categories, collections,
 * search, generated images, and the signed-in side of /saved.
 */
export function catalogRoutes(deps: CatalogDeps) {
  const events = eventService(deps);
  const people = peopleService(deps);
  const search = searchService(deps);
  const images = imageService(deps);

  return new Hono<SessionEnv>()
    .basePath(CATALOG_BASE_PATH)
    .get('/events', validate('query', EventListQuery), async (c) => c.json(await events.list(c.req.valid('query'))))
    .get('/events/:slug', async (c) => c.json({ data: await events.detail(slugOf(c, 'Event not found.')) }))
    .get('/events/:slug/readers', validate('query', ReaderListQuery), async (c) =>
      c.json(await events.readers(slugOf(c, 'Event not found.'), c.req.valid('query'))),
    )
    .get('/authors', validate('query', AuthorListQuery), async (c) => c.json(await people.authors(c.req.valid('query'))))
    .get('/authors/:slug', async (c) => c.json({ data: await people.author(slugOf(c, 'Author not found.')) }))
    .get('/authors/:slug/order-forms', validate('query', OrderFormListQuery), async (c) =>
      c.json(await people.authorStores(slugOf(c, 'Author not found.'), c.req.valid('query'))),
    )
    .get('/vendors', validate('query', VendorListQuery), async (c) => c.json(await people.vendors(c.req.valid('query'))))
    .get('/vendors/:slug', async (c) => c.json({ data: await people.vendor(slugOf(c, 'Vendor not found.')) }))
    .get('/vendors/:slug/order-forms', validate('query', OrderFormListQuery), async (c) =>
      c.json(await people.vendorStores(slugOf(c, 'Vendor not found.'), c.req.valid('query'))),
    )
    .get('/readers', validate('query', ReaderListQuery), async (c) => c.json(await people.readers(c.req.valid('query'))))
    .get('/readers/:slug', async (c) => c.json({ data: await people.reader(slugOf(c, 'Reader not found.')) }))
    .get('/categories', async (c) => c.json(await events.categories()))
    .get('/categories/:slug', async (c) => c.json(await events.category(slugOf(c, 'Category not found.'))))
    .get('/collections', async (c) => c.json(await events.collections()))
    .get('/collections/:slug', async (c) => c.json(await events.collection(slugOf(c, 'Collection not found.'))))
    .get('/listings/:slug', async (c) => c.json(await events.listing(slugOf(c, 'Category or collection not found.'))))
    .get('/search', validate('query', SearchQuery), async (c) => c.json({ data: await search.search(c.req.valid('query')) }))
    .get('/covers/books/:file', async (c) => svg(c, await images.bookCover(svgIdOf(c, 'Book not found.'))))
    .get('/covers/events/:file', async (c) => svg(c, await images.eventCover(svgIdOf(c, 'Event not found.'))))
    .get('/avatars/:file', async (c) => svg(c, await images.avatar(svgIdOf(c, 'Profile not found.'))))
    .route('/saved', savedRoutes(deps));
}
