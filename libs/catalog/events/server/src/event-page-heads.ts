import {
  COLLECTION_SLUGS,
  collectionPageHead,
  eventPageHead,
  listingPageHead,
  readerPageHead,
} from '@folio/events-contract';
import { nullIfNotFound, pageDataRoute, type PageDataRoute, type PageHeadRoute } from '@folio/server-kit';
import type { EventsDeps } from './events-deps.js';
import { eventService } from './event.service.js';

/** The tabs of an event's page: its address pattern and the view its head names. */
const EVENT_VIEWS = [
  { pattern: '/event/:slug', view: undefined },
  { pattern: '/event/:slug/store', view: 'Store' },
  { pattern: '/event/:slug/attending', view: 'Attending' },
] as const;

/** The event and reader pages' heads for the HTML the API serves (link previews). */
export function eventPageHeads(deps: EventsDeps): PageHeadRoute[] {
  const events = eventService(deps);
  return [
    ...EVENT_VIEWS.map(({ pattern, view }) => ({
      pattern,
      resolve: async ({ slug = '' }: Record<string, string>) => {
        const found = await nullIfNotFound(() => events.detail(slug));
        return found ? eventPageHead(found, view) : null;
      },
    })),
    {
      pattern: '/reader/:slug',
      resolve: async ({ slug = '' }) => {
        const reader = await nullIfNotFound(() => events.reader(slug));
        return reader ? readerPageHead(reader) : null;
      },
    },
  ];
}

/**
 * What the event and reader pages embed in their HTML: the answers of `GET /api/catalog/events/{slug}`
 * and `GET /api/catalog/readers/{slug}`, so a first visit draws them without a second round trip
 * (and without the query client), with their heads from the same read. The themed pages (`/besties`,
 * …) and `/c/{slug}/events` embed their collection or listing (their heading, copy and head); their
 * events load with the page.
 */
export function eventPageData(deps: EventsDeps): PageDataRoute[] {
  const events = eventService(deps);
  return [
    ...EVENT_VIEWS.map(({ pattern, view }) =>
      pageDataRoute(
        pattern,
        async (_c, { slug = '' }) => {
          const found = await nullIfNotFound(() => events.detail(slug));
          return found ? { data: found } : undefined;
        },
        ({ data }) => eventPageHead(data, view),
      ),
    ),
    pageDataRoute(
      '/reader/:slug',
      async (_c, { slug = '' }) => {
        const found = await nullIfNotFound(() => events.reader(slug));
        return found ? { data: found } : undefined;
      },
      ({ data }) => readerPageHead(data),
    ),
    ...COLLECTION_SLUGS.map((slug) =>
      pageDataRoute(
        `/${slug}`,
        async () => (await nullIfNotFound(() => events.collection(slug))) ?? undefined,
        ({ data }) => collectionPageHead(data),
      ),
    ),
    pageDataRoute(
      '/c/:slug/events',
      async (_c, { slug = '' }) => (await nullIfNotFound(() => events.listing(slug))) ?? undefined,
      ({ data }) => listingPageHead(data),
    ),
  ];
}
