import type { SessionEnv } from '@folio/auth-server';
import { CATALOG_BASE_PATH } from '@folio/catalog-kit-contract';
import { slugOf, svgIdOf, svgResponse } from '@folio/catalog-kit-server';
import { AuthorListQuery, ReaderListQuery, VendorListQuery } from '@folio/people-contract';
import { validate } from '@folio/server-kit';
import { Hono } from 'hono';
import type { PeopleDeps } from './people-events.port.js';
import { peopleImageService } from './people-image.service.js';
import { peopleService } from './people.service.js';

/** The people's public JSON API under /api/catalog: authors, vendors, readers, book covers and avatars. */
export function peopleRoutes(deps: PeopleDeps) {
  const people = peopleService(deps);
  const images = peopleImageService(deps);

  return new Hono<SessionEnv>()
    .basePath(CATALOG_BASE_PATH)
    .get('/authors', validate('query', AuthorListQuery), async (c) =>
      c.json(await people.authors(c.req.valid('query'))),
    )
    .get('/authors/:slug', async (c) => c.json({ data: await people.author(slugOf(c, 'Author not found.')) }))
    .get('/vendors', validate('query', VendorListQuery), async (c) =>
      c.json(await people.vendors(c.req.valid('query'))),
    )
    .get('/vendors/:slug', async (c) => c.json({ data: await people.vendor(slugOf(c, 'Vendor not found.')) }))
    .get('/readers', validate('query', ReaderListQuery), async (c) =>
      c.json(await people.readers(c.req.valid('query'))),
    )
    .get('/covers/books/:file', async (c) => svgResponse(c, await images.bookCover(svgIdOf(c, 'Book not found.'))))
    .get('/avatars/:file', async (c) => svgResponse(c, await images.avatar(svgIdOf(c, 'Profile not found.'))));
}
