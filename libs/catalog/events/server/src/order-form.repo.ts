import { direction, offsetOf } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import type { OrderFormListQuery } from '@folio/events-contract';
import { authors, vendors } from '@folio/people-server';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { events } from './event.table.js';
import type { EventStoresPort, StoreColumns } from './stores.port.js';

/** A column of the stores' derived table (aliased `f`), as `EventStoresPort` names it. */
const f = <K extends keyof StoreColumns>(name: K): SQL<StoreColumns[K]> =>
  sql<StoreColumns[K]>`${sql.identifier('f')}.${sql.identifier(name)}`;

const columns = {
  id: f('id'),
  uid: f('uid'),
  slug: f('slug'),
  title: f('title'),
  sellerId: f('seller_id'),
  sellerKind: sql<'author' | 'vendor'>`case when ${f('author_id')} is not null then 'author' else 'vendor' end`,
  sellerSlug: sql<string>`coalesce(${authors.slug}, ${vendors.slug})`,
  sellerName: sql<string>`coalesce(${authors.name}, ${vendors.name})`,
  eventId: f('event_id'),
  eventSlug: events.slug,
  eventTitle: events.title,
  currency: f('currency'),
  closeDate: f('close_date'),
  closedFlag: f('closed'),
  depositPercent: f('deposit_percent'),
  minDepositTotalMinor: f('min_deposit_total_minor'),
  productCount: f('product_count'),
  priceMinMinor: f('price_min_minor'),
  priceMaxMinor: f('price_max_minor'),
};

/** A store as lists and the event page read it: the port's columns with its seller and event. */
export interface OrderFormRow {
  id: string;
  uid: string;
  slug: string;
  title: string;
  sellerId: string;
  sellerKind: 'author' | 'vendor';
  sellerSlug: string;
  sellerName: string;
  eventId: string | null;
  eventSlug: string | null;
  eventTitle: string | null;
  currency: string;
  closeDate: string;
  closedFlag: boolean;
  depositPercent: number | null;
  minDepositTotalMinor: number | null;
  productCount: number;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
}

/** The sort key of a store's title: as `sortKey` of catalog-kit, over the derived table. */
const titleKey = sql`public.folio_unaccent(lower(${f('title')})) collate "C"`;

export function orderFormRepo(db: Database, stores: EventStoresPort) {
  return {
    /**
     * A seller's public stores (their order forms), filtered, sorted and paged in one statement
     * over the stores' port, with the seller and event joined from this scope's tables.
     */
    async forSeller(
      sellerId: string,
      query: OrderFormListQuery,
      now: Date,
    ): Promise<{ rows: OrderFormRow[]; total: number }> {
      const source = sql`${stores.sellerStores(sql`${sellerId}::uuid`, now)} as ${sql.identifier('f')}`;
      const where: SQL[] = [];
      if (query.status === 'open') where.push(sql`${f('open')}`);
      if (query.status === 'closed') where.push(sql`not ${f('open')}`);
      const dir = direction(
        query.sort_order ?? (query.status === 'closed' || query.sort_by === 'created_at' ? 'desc' : 'asc'),
      );
      const order =
        query.sort_by === 'title'
          ? sql`${titleKey} ${dir}`
          : query.sort_by === 'created_at'
            ? sql`${f('created_at')} ${dir}`
            : sql`${f('close_date')} ${dir}`;
      const rows = await db
        .select({ ...columns, total: sql<number>`(count(*) over ())::int` })
        .from(source)
        .leftJoin(authors, eq(authors.id, f('author_id')))
        .leftJoin(vendors, eq(vendors.id, f('vendor_id')))
        .leftJoin(events, eq(events.id, f('event_id')))
        .where(and(...where))
        .orderBy(order, asc(f('title')), asc(f('id')))
        .limit(query.per_page)
        .offset(offsetOf(query));
      if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(source)
        .where(and(...where));
      return { rows: [], total: counted?.total ?? 0 };
    },
  };
}

export type OrderFormRepo = ReturnType<typeof orderFormRepo>;
