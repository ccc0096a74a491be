import { authorPageHead, vendorPageHead } from '@folio/people-contract';
import { nullIfNotFound, pageDataRoute, type PageDataRoute, type PageHeadRoute } from '@folio/server-kit';
import type { PeopleDeps } from './people-events.port.js';
import { peopleService } from './people.service.js';

/** The tabs of an author's or a vendor's page: the address pattern after its prefix and the view its head names. */
const PROFILE_VIEWS = [
  { tab: '', view: undefined },
  { tab: '/about', view: 'About' },
  { tab: '/stores', view: 'Stores' },
] as const;

/** The author and vendor pages' heads for the HTML the API serves (link previews). */
export function peoplePageHeads(deps: PeopleDeps): PageHeadRoute[] {
  const people = peopleService(deps);
  return PROFILE_VIEWS.flatMap(({ tab, view }) => [
    {
      pattern: `/author/:slug${tab}`,
      resolve: async ({ slug = '' }: Record<string, string>) => {
        const found = await nullIfNotFound(() => people.author(slug));
        return found ? authorPageHead(found, view) : null;
      },
    },
    {
      pattern: `/vendors/:slug${tab}`,
      resolve: async ({ slug = '' }: Record<string, string>) => {
        const found = await nullIfNotFound(() => people.vendor(slug));
        return found ? vendorPageHead(found, view) : null;
      },
    },
  ]);
}

/**
 * What the author and vendor pages embed in their HTML: the answers of
 * `GET /api/catalog/authors/{slug}` and `GET /api/catalog/vendors/{slug}`, so a first visit draws
 * them without a second round trip (and without the query client), with their heads from the same read.
 */
export function peoplePageData(deps: PeopleDeps): PageDataRoute[] {
  const people = peopleService(deps);
  return PROFILE_VIEWS.flatMap(({ tab, view }) => [
    pageDataRoute(
      `/author/:slug${tab}`,
      async (_c, { slug = '' }) => {
        const found = await nullIfNotFound(() => people.author(slug));
        return found ? { data: found } : undefined;
      },
      ({ data }) => authorPageHead(data, view),
    ),
    pageDataRoute(
      `/vendors/:slug${tab}`,
      async (_c, { slug = '' }) => {
        const found = await nullIfNotFound(() => people.vendor(slug));
        return found ? { data: found } : undefined;
      },
      ({ data }) => vendorPageHead(data, view),
    ),
  ]);
}
