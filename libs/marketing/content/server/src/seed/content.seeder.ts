import type { Seeder, SeedContext } from '@folio/db';
import { blogPosts, contentPages, partners } from '../content.table.js';
import { HOME_PAGE } from './home.copy.js';
import { PAGES } from './pages.copy.js';
import { PARTNERS } from './partners.copy.js';
import { POSTS } from './posts.copy.js';

export const CONTENT_SEEDER_NAME = 'marketing-content';
export const HOME_PAGE_SEEDER_NAME = 'marketing-content-home';

/** Catalog pages the seeded posts may point at (the demo world's), by slug. */
export interface RelatedSlugs {
  authors: readonly string[];
  events: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The site's copy: the about, for-…, pricing, legal and guide pages, seven blog posts and three
 * partners. It is the product's content, not demo data, so the shell runs it on every database
 * (once; after that the rows are edited in place). `related` gives each post a couple of catalog
 * pages to link to; slugs that do not resolve are simply not shown.
 */
export function contentSeeder(
  related: (context: SeedContext) => RelatedSlugs = () => ({ authors: [], events: [] }),
): Seeder {
  return {
    name: CONTENT_SEEDER_NAME,
    async run(context) {
      const { db, now } = context;
      if ((await db.select({ slug: contentPages.slug }).from(contentPages).limit(1)).length > 0) return;
      const { authors, events } = related(context);
      const pick = (list: readonly string[], index: number) =>
        list.length > 0 ? [list[index % list.length] as string] : [];
      await db.insert(contentPages).values(PAGES.map((page) => ({ ...page, updatedAt: now })));
      await db.insert(blogPosts).values(
        POSTS.map((post, index) => ({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          bodyMarkdown: post.markdown,
          authorName: post.authorName,
          publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
          relatedAuthorSlugs: [...pick(authors, index * 2), ...pick(authors, index * 2 + 1)],
          relatedEventSlugs: pick(events, index),
          updatedAt: now,
        })),
      );
      await db.insert(partners).values(
        PARTNERS.map((partner, position) => ({
          slug: partner.slug,
          name: partner.name,
          kind: partner.kind,
          blurb: partner.blurb,
          url: partner.url,
          bodyMarkdown: partner.markdown,
          position,
          updatedAt: now,
        })),
      );
    },
  };
}

/**
 * The home page's copy, apart from the rest so a database seeded before the home page moved into
 * content gets it too. A home row someone already wrote is kept.
 */
export function homePageSeeder(): Seeder {
  return {
    name: HOME_PAGE_SEEDER_NAME,
    async run({ db, now }) {
      await db
        .insert(contentPages)
        .values({ ...HOME_PAGE, updatedAt: now })
        .onConflictDoNothing({ target: contentPages.slug });
    },
  };
}
