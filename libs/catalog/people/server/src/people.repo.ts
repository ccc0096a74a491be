import { direction, foldQuery, offsetOf, qualified, sortKey, webQuery } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import type { AuthorListQuery, ReaderListQuery, VendorListQuery } from '@folio/people-contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PeopleEventsPort, SellerStoresPort } from './people-events.port.js';
import { authors, readers, vendors } from './people.table.js';

/** Full-text match, or the folded text inside the name (typing "bron" finds "Brontë"). */
const textMatch = (search: SQL | unknown, searchName: unknown, q: string): SQL =>
  sql`(${search} @@ ${webQuery(q)} or strpos(${searchName}, ${foldQuery(q)}) > 0)`;

function authorColumns(events: PeopleEventsPort, now: Date) {
  return {
    id: authors.id,
    slug: authors.slug,
    name: authors.name,
    tagline: authors.tagline,
    genres: authors.genres,
    upcomingEventsCount: events.upcomingCount('author', qualified(authors.id), now),
  };
}

function vendorColumns(events: PeopleEventsPort, now: Date) {
  return {
    id: vendors.id,
    slug: vendors.slug,
    name: vendors.name,
    kind: vendors.kind,
    tagline: vendors.tagline,
    city: vendors.city,
    countryCode: vendors.countryCode,
    upcomingEventsCount: events.upcomingCount('vendor', qualified(vendors.id), now),
  };
}

const readerColumns = {
  id: readers.id,
  slug: readers.slug,
  name: readers.name,
  favouriteGenres: readers.favouriteGenres,
};

/** Counts of a seller's past events and open public order forms, for profile pages (through the ports). */
function sellerCounts(ports: Ports, now: Date, kind: 'author' | 'vendor', sellerId: string) {
  const id = sql`${sellerId}::uuid`;
  return {
    pastEventsCount: ports.events.pastCount(kind, id, now),
    openOrderFormsCount: ports.stores.openCount(id, now),
  };
}

interface Ports {
  events: PeopleEventsPort;
  stores: SellerStoresPort;
}

function total<T extends { total: number }>(rows: T[]): number {
  return rows[0]?.total ?? 0;
}

/** Authors, vendors and readers over the people tables; what they have to do with events comes through the ports. */
export function peopleRepo(db: Database, ports: Ports) {
  const { events } = ports;
  /** Runs a page query with a window count; a page past the end falls back to a count query. */
  async function paged<T extends { total: number }>(
    rows: Promise<T[]>,
    count: () => Promise<Array<{ total: number }>>,
    page: number,
  ): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
    const found = await rows;
    if (found.length > 0 || page === 1) return { rows: found, total: total(found) };
    return { rows: [], total: total(await count()) };
  }

  return {
    async listAuthors(query: AuthorListQuery, now: Date) {
      const where: SQL[] = [];
      if (query.genre) where.push(sql`${authors.genres} @> array[${query.genre}]::text[]`);
      if (query.event) {
        where.push(events.attends('author', qualified(authors.id), { slug: query.event }));
      }
      if (query.q) where.push(textMatch(authors.search, authors.searchName, query.q));
      const columns = authorColumns(events, now);
      const dir = direction(
        query.sort_order ?? (query.sort_by === 'upcoming_events' || query.sort_by === 'created_at' ? 'desc' : 'asc'),
      );
      const order =
        query.sort_by === 'created_at'
          ? [sql`${authors.createdAt} ${dir}`]
          : query.sort_by === 'upcoming_events'
            ? [sql`${columns.upcomingEventsCount} ${dir}`, sql`${sortKey(authors.name)} asc`]
            : [sql`${sortKey(authors.name)} ${dir}`];
      return paged(
        db
          .select({ ...columns, total: sql<number>`(count(*) over ())::int` })
          .from(authors)
          .where(and(...where))
          .orderBy(...order, asc(authors.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        () =>
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(authors)
            .where(and(...where)),
        query.page,
      );
    },

    authorsByIds(ids: readonly string[], now: Date) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(authorColumns(events, now))
        .from(authors)
        .where(inArray(authors.id, [...ids]));
    },

    async authorId(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug)).limit(1);
      return row?.id;
    },

    async vendorId(slug: string): Promise<string | undefined> {
      const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, slug)).limit(1);
      return row?.id;
    },

    async findAuthor(slug: string, now: Date) {
      const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug)).limit(1);
      if (!row) return undefined;
      const [author] = await db
        .select({
          ...authorColumns(events, now),
          bio: authors.bio,
          about: authors.about,
          city: authors.city,
          countryCode: authors.countryCode,
          websiteUrl: authors.websiteUrl,
          socialLinks: authors.socialLinks,
          ...sellerCounts(ports, now, 'author', row.id),
        })
        .from(authors)
        .where(eq(authors.id, row.id));
      return author;
    },

    async listVendors(query: VendorListQuery, now: Date) {
      const where: SQL[] = [];
      if (query.kind) where.push(eq(vendors.kind, query.kind));
      if (query.event) {
        where.push(events.attends('vendor', qualified(vendors.id), { slug: query.event }));
      }
      if (query.q) where.push(textMatch(vendors.search, vendors.searchName, query.q));
      const columns = vendorColumns(events, now);
      const dir = direction(
        query.sort_order ?? (query.sort_by === 'upcoming_events' || query.sort_by === 'created_at' ? 'desc' : 'asc'),
      );
      const order =
        query.sort_by === 'created_at'
          ? [sql`${vendors.createdAt} ${dir}`]
          : query.sort_by === 'upcoming_events'
            ? [sql`${columns.upcomingEventsCount} ${dir}`, sql`${sortKey(vendors.name)} asc`]
            : [sql`${sortKey(vendors.name)} ${dir}`];
      return paged(
        db
          .select({ ...columns, total: sql<number>`(count(*) over ())::int` })
          .from(vendors)
          .where(and(...where))
          .orderBy(...order, asc(vendors.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        () =>
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(vendors)
            .where(and(...where)),
        query.page,
      );
    },

    vendorsByIds(ids: readonly string[], now: Date) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(vendorColumns(events, now))
        .from(vendors)
        .where(inArray(vendors.id, [...ids]));
    },

    async findVendor(slug: string, now: Date) {
      const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, slug)).limit(1);
      if (!row) return undefined;
      const [vendor] = await db
        .select({
          ...vendorColumns(events, now),
          bio: vendors.bio,
          about: vendors.about,
          websiteUrl: vendors.websiteUrl,
          socialLinks: vendors.socialLinks,
          ...sellerCounts(ports, now, 'vendor', row.id),
        })
        .from(vendors)
        .where(eq(vendors.id, row.id));
      return vendor;
    },

    /** Public readers; `eventId` narrows to those attending it. */
    async listReaders(query: ReaderListQuery, eventId?: string) {
      const where: SQL[] = [eq(readers.isPublic, true)];
      if (eventId) {
        where.push(events.attends('reader', qualified(readers.id), { id: eventId }));
      } else if (query.event) {
        where.push(events.attends('reader', qualified(readers.id), { slug: query.event }));
      }
      if (query.q) where.push(sql`strpos(public.folio_unaccent(lower(${readers.name})), ${foldQuery(query.q)}) > 0`);
      const dir = direction(query.sort_order ?? (query.sort_by === 'created_at' ? 'desc' : 'asc'));
      const order =
        query.sort_by === 'created_at' ? sql`${readers.createdAt} ${dir}` : sql`${sortKey(readers.name)} ${dir}`;
      return paged(
        db
          .select({ ...readerColumns, total: sql<number>`(count(*) over ())::int` })
          .from(readers)
          .where(and(...where))
          .orderBy(order, asc(readers.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        () =>
          db
            .select({ total: sql<number>`count(*)::int` })
            .from(readers)
            .where(and(...where)),
        query.page,
      );
    },

    /** A public reader's page fields; the events they attend are the events domain's to add. */
    async findReader(slug: string) {
      const [reader] = await db
        .select({
          ...readerColumns,
          about: readers.about,
          city: readers.city,
          countryCode: readers.countryCode,
        })
        .from(readers)
        .where(and(eq(readers.slug, slug), eq(readers.isPublic, true)))
        .limit(1);
      return reader;
    },
  };
}

/** The display name of any person (author, vendor or public reader) by id, for avatars. */
export async function personName(db: Database, id: string): Promise<string | undefined> {
  const result = await db.execute(sql`
    select name from authors where id = ${id}::uuid
    union all select name from vendors where id = ${id}::uuid
    union all select name from readers where id = ${id}::uuid and is_public
    limit 1`);
  return (result as unknown as { rows: Array<{ name: string }> }).rows[0]?.name;
}

/**
 * Which of these ids are authors (or vendors), on the given handle: a transaction's when the
 * caller is inside one (PGlite has one connection). Saved items of deleted people are dropped.
 */
export async function existingPeople(
  db: Database,
  kind: 'author' | 'vendor',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = kind === 'author' ? authors : vendors;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

export type PeopleRepo = ReturnType<typeof peopleRepo>;
export type AuthorSummaryRow = Awaited<ReturnType<PeopleRepo['authorsByIds']>>[number];
export type VendorSummaryRow = Awaited<ReturnType<PeopleRepo['vendorsByIds']>>[number];
