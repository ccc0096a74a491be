import { giveawayPageHead, giveawaysPageHead, giveawayWebPaths } from '@folio/giveaways-contract';
import { nullIfNotFound, pageDataRoute, type PageDataRoute, type PageHeadRoute } from '@folio/server-kit';
import { giveawayRepo } from './giveaway.repo.js';
import type { GiveawaysDeps } from './giveaways-deps.js';
import { giveawayService, type GiveawayService } from './giveaway.service.js';

/** The giveaway pages' heads for the HTML the API serves (link previews). */
export function giveawayPageHeads(deps: GiveawaysDeps): PageHeadRoute[] {
  const service = giveawayService(deps);
  return [
    { pattern: giveawayWebPaths.list, resolve: async () => giveawaysPageHead() },
    {
      pattern: '/giveaway/:slug',
      resolve: async ({ slug = '' }) => {
        const found = /^[a-z0-9-]{1,200}$/.test(slug) ? await nullIfNotFound(() => service.byAuthor(slug)) : null;
        return found ? giveawayPageHead(found) : null;
      },
    },
  ];
}

/**
 * Every giveaway page path for the sitemap: the list and one page per featured author with a
 * giveaway (the content domain's sitemap takes this list; the shell wires it in).
 */
export async function giveawaySitemapPaths(deps: Pick<GiveawaysDeps, 'db' | 'authors'>): Promise<string[]> {
  const rows = await giveawayRepo(deps.db).all(1000);
  const authors = await deps.authors.byIds([...new Set(rows.map((row) => row.authorId))]);
  const slugs = [...new Set(rows.flatMap((row) => authors.get(row.authorId)?.slug ?? []))].sort();
  return [giveawayWebPaths.list, ...slugs.map((slug) => giveawayWebPaths.page(slug))];
}

/** The giveaway pages' data for the HTML the API serves: a first visit draws from it with no second round trip. */
export function giveawayPageData(service: GiveawayService): PageDataRoute[] {
  return [
    pageDataRoute(
      giveawayWebPaths.list,
      async () => ({ data: await service.list() }),
      () => giveawaysPageHead(),
    ),
    pageDataRoute(
      '/giveaway/:slug',
      async (_c, { slug = '' }) => {
        const found = /^[a-z0-9-]{1,200}$/.test(slug) ? await nullIfNotFound(() => service.byAuthor(slug)) : null;
        return found ? { data: found } : undefined;
      },
      ({ data }) => giveawayPageHead(data),
    ),
  ];
}
