import { searchName, searchVector } from '@folio/catalog-kit-server';
import { authors, readers, vendors } from '@folio/people-server';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, collections } from './taxonomy.table.js';

export const venues = pgTable('venues', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  region: text('region'),
  countryCode: text('country_code').notNull(),
  /** IANA zone; an event at this venue takes it. */
  timezone: text('timezone').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signing, festival, launch or convention: at a venue or virtual (exactly one). `id` is what
 * analytics and carts reference. `search_terms` is the denormalised text of who and where (author
 * and vendor names, venue, city) that weighs B in the search vector; `refreshEventSearchTerms`
 * rewrites it whenever attendance or names change.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    venueId: uuid('venue_id').references(() => venues.id),
    virtualPlatform: text('virtual_platform'),
    virtualUrl: text('virtual_url'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchTerms: text('search_terms').notNull().default(''),
    searchName: searchName('title'),
    search: searchVector([
      ['title', 'A'],
      ['search_terms', 'B'],
      ['description', 'C'],
    ]),
  },
  (t) => [
    check('events_place_check', sql`(${t.venueId} is null) <> (${t.virtualPlatform} is null)`),
    check('events_dates_check', sql`${t.endsAt} >= ${t.startsAt}`),
    index('events_starts_at_idx').on(t.startsAt),
    index('events_ends_at_idx').on(t.endsAt),
    index('events_category_idx').on(t.categoryId),
    index('events_venue_idx').on(t.venueId),
    index('events_search_idx').using('gin', t.search),
    index('events_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/** Authors attending, in billing order. */
export const eventAuthors = pgTable(
  'event_authors',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.authorId] }), index('event_authors_author_idx').on(t.authorId)],
);

export const eventVendors = pgTable(
  'event_vendors',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.vendorId] }), index('event_vendors_vendor_idx').on(t.vendorId)],
);

/** Readers attending (the event's "attending" view and the reader page). */
export const eventReaders = pgTable(
  'event_readers',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.readerId] }), index('event_readers_reader_idx').on(t.readerId)],
);

export const eventCollections = pgTable(
  'event_collections',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.collectionId] }),
    index('event_collections_collection_idx').on(t.collectionId),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
