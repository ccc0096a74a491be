import {
  BLOG_PAGE_HEAD,
  CONTENT_PAGES,
  contentPageHead,
  partnerPageHead,
  PostListQuery,
  postPageHead,
} from '@folio/content-contract';
import { nullIfNotFound, pageDataRoute, type PageDataRoute } from '@folio/server-kit';
import * as v from 'valibot';
import type { ContentDeps } from './content-deps.js';
import { homeFeed } from './content.routes.js';
import { contentService, type ContentService } from './content.service.js';

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
export function contentPageData(deps: ContentDeps, content: ContentService = contentService(deps)): PageDataRoute[] {
  const home = homeFeed(deps, content);
  return [
    // The home page keeps the template's head (the brand's title and share tags).
    pageDataRoute('/', (c) => home(c)),
    pageDataRoute(
      '/partners',
      async () => {
        const [page, partners] = await Promise.all([found(() => content.page('partners')), content.partners()]);
        return page ? { page, partners } : undefined;
      },
      ({ page }) => contentPageHead(page.data),
    ),
    ...CONTENT_PAGES.filter((page) => page.path !== '/' && page.path !== '/partners').map((page) =>
      pageDataRoute(
        page.path,
        () => found(() => content.page(page.slug)),
        ({ data }) => contentPageHead(data),
      ),
    ),
    pageDataRoute(
      '/blog',
      async (c) => {
        const query = v.safeParse(PostListQuery, c.req.query());
        return query.success ? content.posts(query.output) : undefined;
      },
      () => BLOG_PAGE_HEAD,
    ),
    pageDataRoute(
      '/blog/:slug',
      (_c, { slug = '' }) => found(() => content.post(slug)),
      ({ data }) => postPageHead(data),
    ),
    pageDataRoute(
      '/partners/:slug',
      (_c, { slug = '' }) => found(() => content.partner(slug)),
      ({ data }) => partnerPageHead(data),
    ),
  ];
}
