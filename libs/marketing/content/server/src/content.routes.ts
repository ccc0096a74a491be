import type { SessionEnv } from '@folio/auth-server';
import { CONTENT_BASE_PATH, HomeQuery, PostListQuery } from '@folio/content-contract';
import { MAX_SLUG_LENGTH } from '@folio/catalog-kit-contract';
import { notFound, validate } from '@folio/server-kit';
import type { HomeResponse } from '@folio/content-contract';
import { Hono, type Context } from 'hono';
import type { ContentDeps } from './content-deps.js';
import { contentService, type ContentService } from './content.service.js';
import { readerPlaceResolver } from './reader-place.js';

/** The slug parameter, or a 404 with the given message for one no row could have. */
function slugOf(c: Context, message: string): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH || slug.includes('\u0000')) throw notFound(message);
  return slug;
}

/**
 * The content's public JSON API under /api/public/content: the home feed, pages, blog posts and
 * partners. Pass the `content` service the page data uses too, so both share one kept home feed.
 */
export function contentRoutes(deps: ContentDeps, content: ContentService = contentService(deps)) {
  const home = homeFeed(deps, content);
  return (
    new Hono<SessionEnv>()
      .basePath(CONTENT_BASE_PATH)
      // `near` is read by the place resolver; validated here so a malformed one is a 422, not ignored.
      .get('/home', validate('query', HomeQuery), async (c) => {
        // Personal (it depends on who asks and where they are): never shared by a cache.
        c.header('Cache-Control', 'private, no-cache');
        c.header('Vary', 'Cookie, Accept-Language');
        return c.json(await home(c));
      })
      .get('/pages/:slug', async (c) => c.json({ data: await content.page(slugOf(c, 'Page not found.')) }))
      .get('/posts', validate('query', PostListQuery), async (c) => c.json(await content.posts(c.req.valid('query'))))
      .get('/posts/:slug', async (c) => c.json({ data: await content.post(slugOf(c, 'Post not found.')) }))
      .get('/partners', async (c) => c.json(await content.partners()))
      .get('/partners/:slug', async (c) => c.json({ data: await content.partner(slugOf(c, 'Partner not found.')) }))
  );
}

/**
 * The home page's answer for the reader asking (`GET /api/public/content/home`); the shell also
 * embeds it in the HTML of `/`, so a first visit draws the page without a second round trip.
 */
export function homeFeed(
  deps: ContentDeps,
  content: ContentService = contentService(deps),
): (c: Context) => Promise<HomeResponse> {
  const place = deps.place ?? readerPlaceResolver();
  return async (c) => ({ data: await content.home(await place(c)) });
}
