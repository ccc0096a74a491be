import { authorPageHead, vendorPageHead } from '@folio/people-contract';
import { nullIfNotFound, type PageDataRoute, type PageHeadRoute } from '@folio/server-kit';
import type { PeopleDeps } from './people-events.port.js';
import { peopleService } from './people.service.js';

/** The tabs of an author's or a vendor's page: the address pattern after its prefix and the view its head names. */
const PROFILE_VIEWS = [
  { tab: '', view: undefined },
  { tab: '/about', view: 'About' },
  { tab: '/stores', view: 'Stores' },
] as const;

/** The pages of one kind of profile, each with its API answer (`{data}`) and head by slug (null: no such profile). */
function profileTabs<T, H>(prefix: string, read: (slug: string) => Promise<T>, head: (profile: T, view?: string) => H) {
  return PROFILE_VIEWS.map(({ tab, view }) => ({
    pattern: `${prefix}/:slug${tab}`,
    page: async (slug: string) => {
      const found = await nullIfNotFound(() => read(slug));
      return found ? { data: { data: found }, head: head(found, view) } : null;
    },
  }));
}

/** Every author and vendor page. */
function profilePages(deps: PeopleDeps) {
  const people = peopleService(deps);
  return [
    ...profileTabs('/author', (slug) => people.author(slug), authorPageHead),
    ...profileTabs('/vendors', (slug) => people.vendor(slug), vendorPageHead),
  ];
}

/** The author and vendor pages' heads for the HTML the API serves (link previews). */
export function peoplePageHeads(deps: PeopleDeps): PageHeadRoute[] {
  return profilePages(deps).map(({ pattern, page }) => ({
    pattern,
    resolve: async ({ slug = '' }) => (await page(slug))?.head ?? null,
  }));
}

/**
 * What the author and vendor pages embed in their HTML: the answers of
 * `GET /api/catalog/authors/{slug}` and `GET /api/catalog/vendors/{slug}`, so a first visit draws
 * them without a second round trip (and without the query client), with their heads from the same read.
 */
export function peoplePageData(deps: PeopleDeps): PageDataRoute[] {
  return profilePages(deps).map(({ pattern, page }) => ({
    pattern,
    load: async (_c, { slug = '' }) => (await page(slug)) ?? undefined,
  }));
}
