import type { SessionEnv } from '@folio/auth-server';
import { CATALOG_BASE_PATH } from '@folio/catalog-kit-contract';
import { slugOf, svgIdOf, svgResponse } from '@folio/catalog-kit-server';
import { EventListQuery, OrderFormListQuery } from '@folio/events-contract';
import { ReaderListQuery } from '@folio/people-contract';
import { validate } from '@folio/server-kit';
import { Hono } from 'hono';
import { eventImageService } from './event-image.service.js';
import { eventService } from './event.service.js';
import type { EventsDeps } from './events-deps.js';

/**
 * The events' public JSON API under /api/catalog: events, who attends them, a reader's page,
 * sellers' stores, categories, collections and generated event covers.
 */
export function eventsRoutes(deps: EventsDeps) {
  const events = eventService(deps);
  const images = eventImageService(deps);

  return new Hono<SessionEnv>()
    .basePath(CATALOG_BASE_PATH)
    .get('/events', validate('query', EventListQuery), async (c) => c.json(await events.list(c.req.valid('query'))))
    .get('/events/:slug', async (c) => c.json({ data: await events.detail(slugOf(c, 'Event not found.')) }))
    .get('/events/:slug/readers', validate('query', ReaderListQuery), async (c) =>
      c.json(await events.readers(slugOf(c, 'Event not found.'), c.req.valid('query'))),
    )
    .get('/readers/:slug', async (c) => c.json({ data: await events.reader(slugOf(c, 'Reader not found.')) }))
    .get('/authors/:slug/order-forms', validate('query', OrderFormListQuery), async (c) =>
      c.json(await events.authorStores(slugOf(c, 'Author not found.'), c.req.valid('query'))),
    )
    .get('/vendors/:slug/order-forms', validate('query', OrderFormListQuery), async (c) =>
      c.json(await events.vendorStores(slugOf(c, 'Vendor not found.'), c.req.valid('query'))),
    )
    .get('/categories', async (c) => c.json(await events.categories()))
    .get('/categories/:slug', async (c) => c.json(await events.category(slugOf(c, 'Category not found.'))))
    .get('/collections', async (c) => c.json(await events.collections()))
    .get('/collections/:slug', async (c) => c.json(await events.collection(slugOf(c, 'Collection not found.'))))
    .get('/listings/:slug', async (c) => c.json(await events.listing(slugOf(c, 'Category or collection not found.'))))
    .get('/covers/events/:file', async (c) => svgResponse(c, await images.eventCover(svgIdOf(c, 'Event not found.'))));
}
