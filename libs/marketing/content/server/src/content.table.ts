import type { ContentBlockInput } from '@folio/content-contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The marketing, legal and guide pages, one row each: editing a row changes the page at once, no
 * deploy. `blocks` holds `ContentBlocksInput` (validated when read, so a bad edit shows as a 404
 * page of that slug and a logged error, never a broken layout).
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  blocks: jsonb('blocks').$type<ContentBlockInput[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Blog posts in Markdown. A post shows once `published_at` has passed (so one can be scheduled);
 * `related_*_slugs` name catalog pages, and the ones that no longer exist are left out when read.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    authorName: text('author_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    relatedAuthorSlugs: text('related_author_slugs').array().notNull().default(sql`'{}'::text[]`),
    relatedEventSlugs: text('related_event_slugs').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt.desc(), t.slug)],
);

/** Partners shown at /partners, in `position` order, each with its own page. */
export const partners = pgTable('partners', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  blurb: text('blurb').notNull(),
  bodyMarkdown: text('body_markdown').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
