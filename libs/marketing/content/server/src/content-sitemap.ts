import { CONTENT_PAGES, contentSitePaths } from '@folio/content-contract';
import type { SitemapSource } from '@folio/server-kit';
import type { ContentDeps } from './content-deps.js';
import { contentRepo } from './content.repo.js';

/** The sitemap's content entries: every page that has a row, the blog and its posts, the partners. */
export function contentSitemap({ db, now = () => new Date() }: ContentDeps): SitemapSource {
  const repo = contentRepo(db);
  return async () => {
    const rows = await repo.sitemapRows(now());
    const paths = new Map<string, string>(CONTENT_PAGES.map((page) => [page.slug, page.path]));
    const newestPost = rows.posts[0]?.updatedAt;
    return [
      ...rows.pages.flatMap((page) => {
        const path = paths.get(page.slug);
        return path ? [{ path, lastModified: page.updatedAt }] : [];
      }),
      { path: contentSitePaths.blog, lastModified: newestPost },
      ...rows.posts.map((post) => ({ path: contentSitePaths.post(post.slug), lastModified: post.updatedAt })),
      ...rows.partners.map((partner) => ({
        path: contentSitePaths.partner(partner.slug),
        lastModified: partner.updatedAt,
      })),
    ];
  };
}
