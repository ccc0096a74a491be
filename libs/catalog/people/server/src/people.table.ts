import { searchName, searchVector } from '@folio/catalog-kit-server';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface SocialLinkValue {
  kind: 'website' | 'instagram' | 'tiktok' | 'x' | 'facebook' | 'youtube' | 'goodreads' | 'newsletter';
  url: string;
}

/**
 * Public profiles. An author's or vendor's `id` is its seller id (UUIDs, so unique across both);
 * `user_id` links the profile to an account once the accounts domain claims it.
 */
export const authors = pgTable(
  'authors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    bio: text('bio').notNull(),
    about: text('about').notNull(),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    city: text('city'),
    countryCode: text('country_code'),
    websiteUrl: text('website_url'),
    socialLinks: jsonb('social_links').$type<SocialLinkValue[]>().notNull().default([]),
    userId: text('user_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchName: searchName('name'),
    search: searchVector([
      ['name', 'A'],
      ['tagline', 'B'],
      ['bio', 'C'],
      ['about', 'D'],
    ]),
  },
  (t) => [
    index('authors_search_idx').using('gin', t.search),
    index('authors_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('authors_genres_idx').using('gin', t.genres),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    tagline: text('tagline').notNull(),
    bio: text('bio').notNull(),
    about: text('about').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    websiteUrl: text('website_url'),
    socialLinks: jsonb('social_links').$type<SocialLinkValue[]>().notNull().default([]),
    userId: text('user_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchName: searchName('name'),
    search: searchVector([
      ['name', 'A'],
      ['tagline', 'B'],
      ['city', 'B'],
      ['bio', 'C'],
      ['about', 'D'],
    ]),
  },
  (t) => [
    check('vendors_kind_check', sql`${t.kind} in ('bookshop', 'publisher')`),
    index('vendors_search_idx').using('gin', t.search),
    index('vendors_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/** Readers with a public page (`/reader/{slug}`); a private one answers 404. */
export const readers = pgTable('readers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  about: text('about').notNull(),
  favouriteGenres: text('favourite_genres').array().notNull().default(sql`'{}'::text[]`),
  city: text('city'),
  countryCode: text('country_code'),
  isPublic: boolean('is_public').notNull().default(true),
  userId: text('user_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AuthorRow = typeof authors.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type ReaderRow = typeof readers.$inferSelect;
