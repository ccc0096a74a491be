import { at, direction, foldQuery, offsetOf, qualified, sortKey, webQuery } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import type { EventListQuery } from '@folio/events-contract';
import { authors, readers, vendors } from '@folio/people-server';
import { and, eq, exists, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { eventAuthors, eventCollections, eventReaders, events, eventVendors, venues } from './event.table.js';
import { categories, collections } from './taxonomy.table.js';

export interface FeaturedAuthorRow {
  id: string;
  slug: string;
  name: string;
}

/** The event, its venue and category: what both the card and the event page show. */
export const eventCoreColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timezone: events.timezone,
  currency: events.currency,
  virtualPlatform: events.virtualPlatform,
  virtualUrl: events.virtualUrl,
  venueName: venues.name,
  venueAddress: venues.address,
  venueCity: venues.city,
  venueRegion: venues.region,
  venueCountryCode: venues.countryCode,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

/** The columns every event card needs, in one row per event (counts and first authors as subqueries). */
const summaryColumns = {
  ...eventCoreColumns,
  authorsCount: sql<number>`(select count(*)::int from ${eventAuthors} where ${eventAuthors.eventId} = ${qualified(events.id)})`,
  readersCount: sql<number>`(select count(*)::int from ${eventReaders} where ${eventReaders.eventId} = ${qualified(events.id)})`,
  featuredAuthors: sql<FeaturedAuthorRow[]>`(
    select coalesce(json_agg(json_build_object('id', f.id, 'slug', f.slug, 'name', f.name) order by f.position), '[]'::json)
    from (
      select a.id, a.slug, a.name, ea.position from event_authors ea join authors a on a.id = ea.author_id
      where ea.event_id = ${qualified(events.id)} order by ea.position, a.name limit 3
    ) f
  )`,
};

function summarySelect(db: Database) {
  return db
    .select(summaryColumns)
    .from(events)
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(venues, eq(venues.id, events.venueId));
}

export type EventSummaryRow = Awaited<ReturnType<typeof summarySelect>>[number];

function listFilters(query: EventListQuery, now: Date): SQL[] {
  const where: SQL[] = [];
  if (query.when === 'upcoming') where.push(gte(events.endsAt, sql`${at(now)}`));
  if (query.when === 'past') where.push(lt(events.endsAt, sql`${at(now)}`));
  if (query.category) where.push(eq(categories.slug, query.category));
  if (query.collection) {
    where.push(
      exists(
        sql`(select 1 from ${eventCollections} join ${collections} on ${collections.id} = ${eventCollections.collectionId}
             where ${eventCollections.eventId} = ${qualified(events.id)} and ${collections.slug} = ${query.collection})`,
      ),
    );
  }
  if (query.author) {
    where.push(
      exists(
        sql`(select 1 from ${eventAuthors} join ${authors} on ${authors.id} = ${eventAuthors.authorId}
             where ${eventAuthors.eventId} = ${qualified(events.id)} and ${authors.slug} = ${query.author})`,
      ),
    );
  }
  if (query.vendor) {
    where.push(
      exists(
        sql`(select 1 from ${eventVendors} join ${vendors} on ${vendors.id} = ${eventVendors.vendorId}
             where ${eventVendors.eventId} = ${qualified(events.id)} and ${vendors.slug} = ${query.vendor})`,
      ),
    );
  }
  if (query.reader) {
    where.push(
      exists(
        sql`(select 1 from ${eventReaders} join ${readers} on ${readers.id} = ${eventReaders.readerId}
             where ${eventReaders.eventId} = ${qualified(events.id)} and ${readers.slug} = ${query.reader} and ${readers.isPublic})`,
      ),
    );
  }
  if (query.virtual === true) where.push(isNull(events.venueId));
  if (query.virtual === false) where.push(isNotNull(events.venueId));
  if (query.city) where.push(sql`public.folio_unaccent(lower(${venues.city})) = ${foldQuery(query.city)}`);
  if (query.country) where.push(eq(venues.countryCode, query.country));
  if (query.q) where.push(sql`${events.search} @@ ${webQuery(query.q)}`);
  return where;
}

function listOrder(query: EventListQuery): SQL[] {
  // The reader's country first (`near`); virtual events have no venue, so they count as elsewhere.
  const near = query.near ? [sql`coalesce(${venues.countryCode} = ${query.near}, false) desc`] : [];
  return [...near, ...chosenOrder(query)];
}

function chosenOrder(query: EventListQuery): SQL[] {
  const order = query.sort_order ?? (query.when === 'past' ? 'desc' : 'asc');
  const dir = direction(order);
  switch (query.sort_by ?? 'starts_at') {
    case 'title':
      return [sql`${sortKey(events.title)} ${dir}`, sql`${events.startsAt} asc`, sql`${events.id}`];
    case 'created_at':
      return [sql`${events.createdAt} ${dir}`, sql`${events.id}`];
    case 'readers_attending':
      return [sql`${summaryColumns.readersCount} ${dir}`, sql`${events.startsAt} asc`, sql`${events.id}`];
    default:
      return [sql`${events.startsAt} ${dir}`, sql`${events.id}`];
  }
}

export function eventRepo(db: Database) {
  return {
    /** One page and the total matching, in one round trip unless the page is past the end. */
    async list(query: EventListQuery, now: Date): Promise<{ rows: EventSummaryRow[]; total: number }> {
      const where = and(...listFilters(query, now));
      const rows = await db
        .select({ ...summaryColumns, total: sql<number>`(count(*) over ())::int` })
        .from(events)
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .leftJoin(venues, eq(venues.id, events.venueId))
        .where(where)
        .orderBy(...listOrder(query))
        .limit(query.per_page)
        .offset(offsetOf(query));
      if (rows.length > 0) return { rows, total: rows[0]!.total };
      if (query.page === 1) return { rows: [], total: 0 };
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(events)
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .leftJoin(venues, eq(venues.id, events.venueId))
        .where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },

    async summariesByIds(ids: readonly string[]): Promise<EventSummaryRow[]> {
      if (ids.length === 0) return [];
      return summarySelect(db).where(inArray(events.id, [...ids]));
    },

    /** What an event's cover shows. */
    async coverOf(id: string) {
      const [row] = await db
        .select({
          title: events.title,
          categoryName: categories.name,
          city: venues.city,
          startsAt: events.startsAt,
          timezone: events.timezone,
        })
        .from(events)
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .leftJoin(venues, eq(venues.id, events.venueId))
        .where(eq(events.id, id))
        .limit(1);
      return row;
    },

    async idBySlug(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
      return row?.id;
    },

    /** Events a reader attends: upcoming soonest first, then past latest first. */
    async forReader(readerId: string, now: Date, limit: number): Promise<EventSummaryRow[]> {
      return summarySelect(db)
        .where(
          exists(
            sql`(select 1 from ${eventReaders} where ${eventReaders.eventId} = ${qualified(events.id)} and ${eventReaders.readerId} = ${readerId})`,
          ),
        )
        .orderBy(
          sql`(${events.endsAt} < ${at(now)}) asc`,
          sql`case when ${events.endsAt} >= ${at(now)} then ${events.startsAt} end asc`,
          sql`${events.startsAt} desc`,
        )
        .limit(limit);
    },

    /** How many events a reader attends that have not ended, and that have. */
    async readerCounts(readerId: string, now: Date): Promise<{ upcoming: number; past: number }> {
      const [row] = await db
        .select({
          upcoming: sql<number>`count(*) filter (where ${events.endsAt} >= ${at(now)})::int`,
          past: sql<number>`count(*) filter (where ${events.endsAt} < ${at(now)})::int`,
        })
        .from(eventReaders)
        .innerJoin(events, eq(events.id, eventReaders.eventId))
        .where(eq(eventReaders.readerId, readerId));
      return { upcoming: row?.upcoming ?? 0, past: row?.past ?? 0 };
    },

    /**
     * Rewrites the denormalised who-and-where text of the search vector (authors, vendors, venue,
     * city) for some events, or all of them. Call after attendance or names change.
     */
    async refreshSearchTerms(eventIds?: readonly string[]): Promise<void> {
      const only = eventIds
        ? sql`where e.id in (${sql.join(
            eventIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql``;
      if (eventIds && eventIds.length === 0) return;
      await db.execute(sql`
        update events set search_terms = terms.text
        from (
          select e.id, concat_ws(' ',
            (select string_agg(a.name, ' ' order by ea.position) from event_authors ea join authors a on a.id = ea.author_id where ea.event_id = e.id),
            (select string_agg(v.name, ' ' order by ev.position) from event_vendors ev join vendors v on v.id = ev.vendor_id where ev.event_id = e.id),
            ve.name, ve.city, ve.region, e.virtual_platform
          ) as text
          from events e left join venues ve on ve.id = e.venue_id
          ${only}
        ) terms
        where events.id = terms.id`);
    },
  };
}

export type EventRepo = ReturnType<typeof eventRepo>;

/**
 * Which of these ids are events, on the given handle: a transaction's when the caller is inside
 * one (PGlite has one connection). Saved items of deleted events are dropped.
 */
export async function existingEvents(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
