import { BLOG_PAGE_HEAD, CONTENT_PAGES, contentPageHead, partnerPageHead, postPageHead } from '@folio/content-contract';
import { nullIfNotFound, type PageHeadRoute } from '@folio/server-kit';
import type { ContentDeps } from './content-deps.js';
import { contentService } from './content.service.js';

/** The content pages' heads for the HTML the API serves: what link previews and crawlers read. */
export function contentPageHeads(deps: ContentDeps): PageHeadRoute[] {
  const content = contentService(deps);
  return [
    // The home page keeps the app's own head (the brand's title and share tags, in the template).
    ...CONTENT_PAGES.filter((page) => page.path !== '/').map((page) => ({
      pattern: page.path,
      resolve: async () => {
        const found = await nullIfNotFound(() => content.page(page.slug));
        return found ? contentPageHead(found) : null;
      },
    })),
    { pattern: '/blog', resolve: async () => BLOG_PAGE_HEAD },
    {
      pattern: '/blog/:slug',
      resolve: async ({ slug = '' }) => {
        const found = await nullIfNotFound(() => content.post(slug));
        return found ? postPageHead(found) : null;
      },
    },
    {
      pattern: '/partners/:slug',
      resolve: async ({ slug = '' }) => {
        const found = await nullIfNotFound(() => content.partner(slug));
        return found ? partnerPageHead(found) : null;
      },
    },
  ];
}
