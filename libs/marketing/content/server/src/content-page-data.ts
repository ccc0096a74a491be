import { CONTENT_PAGES, PostListQuery } from '@folio/content-contract';
import { nullIfNotFound, type PageDataRoute } from '@folio/server-kit';
import * as v from 'valibot';
import type { ContentDeps } from './content-deps.js';
import { homeFeed } from './content.routes.js';
import { contentService } from './content.service.js';

/** `{ data }` of what `load` finds, or undefined for a 404 (the page's head already answers it). */
async function found<T>(load: () => Promise<T>): Promise<{ data: T } | undefined> {
  const value = await nullIfNotFound(load);
  return value === null ? undefined : { data: value };
}

/**
 * The content pages' data for the HTML the API serves: on a first visit each page draws from it
 * without a second round trip. Each is exactly the answer of the API call the page makes (the
 * partners page makes two: `{ page, partners }`).
 */
export function contentPageData(deps: ContentDeps): PageDataRoute[] {
  const content = contentService(deps);
  const home = homeFeed(deps, content);
  return [
    { pattern: '/', load: (c) => home(c) },
    {
      pattern: '/partners',
      load: async () => {
        const [page, partners] = await Promise.all([found(() => content.page('partners')), content.partners()]);
        return page ? { page, partners } : undefined;
      },
    },
    ...CONTENT_PAGES.filter((page) => page.path !== '/' && page.path !== '/partners').map((page) => ({
      pattern: page.path,
      load: () => found(() => content.page(page.slug)),
    })),
    {
      pattern: '/blog',
      load: async (c) => {
        const query = v.safeParse(PostListQuery, c.req.query());
        return query.success ? content.posts(query.output) : undefined;
      },
    },
    { pattern: '/blog/:slug', load: (_c, { slug = '' }) => found(() => content.post(slug)) },
    { pattern: '/partners/:slug', load: (_c, { slug = '' }) => found(() => content.partner(slug)) },
  ];
}
