// Public API of @folio/content-server: the content tables, the Hono sub-app and its deps (with
// the catalog port the shell implements), the page heads and sitemap entries of the content
// pages, the Markdown renderer, and the seeder that writes the site's copy.
export { contentPages, blogPosts, partners } from './content.table.js';
export { contentRoutes, homeFeed } from './content.routes.js';
export {
  noCatalogPort,
  noGiveawaysPort,
  type ContentCatalogPort,
  type ContentDeps,
  type ContentGiveawaysPort,
  type ReaderPlaceResolver,
} from './content-deps.js';
export { acceptLanguageCountry, readerPlaceResolver, type ReaderPlaceSources } from './reader-place.js';
export { contentService, pageNotFound, partnerNotFound, postNotFound, type ContentService } from './content.service.js';
export { contentPageHeads } from './content-page-heads.js';
export { contentPageData } from './content-page-data.js';
export { contentSitemap } from './content-sitemap.js';
export { renderMarkdown, readingMinutes } from './markdown.js';
export {
  contentSeeder,
  CONTENT_SEEDER_NAME,
  homePageSeeder,
  HOME_PAGE_SEEDER_NAME,
  type RelatedSlugs,
} from './seed/content.seeder.js';
