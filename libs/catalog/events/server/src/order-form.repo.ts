import { direction, offsetOf, sortKey, utcDate } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import type { OrderFormListQuery } from '@folio/events-contract';
import { authors, vendors } from '@folio/people-server';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { events } from './event.table.js';
import { orderForms } from '@folio/order-forms-server';

const columns = {
  id: orderForms.id,
  uid: orderForms.slug,
  title: orderForms.title,
  sellerId: orderForms.sellerId,
  sellerKind: sql<'author' | 'vendor'>`case when ${orderForms.authorId} is not null then 'author' else 'vendor' end`,
  sellerSlug: sql<string>`coalesce(${authors.slug}, ${vendors.slug})`,
  sellerName: sql<string>`coalesce(${authors.name}, ${vendors.name})`,
  eventId: orderForms.eventId,
  eventSlug: events.slug,
  eventTitle: events.title,
  currency: orderForms.currency,
  closeDate: orderForms.closeDate,
  closedFlag: orderForms.closed,
  depositPercent: orderForms.depositPercent,
  minDepositTotalMinor: orderForms.minDepositTotalMinor,
  productCount: orderForms.productCount,
  priceMinMinor: orderForms.priceMinMinor,
  priceMaxMinor: orderForms.priceMaxMinor,
};

/** Open: not closed by the seller, and the close date (end of that day in UTC) not yet passed. */
export const isOpen = (now: Date): SQL =>
  sql`(not ${orderForms.closed} and ${orderForms.closeDate} >= ${utcDate(now)}::date)`;

function select(db: Database) {
  return db
    .select(columns)
    .from(orderForms)
    .leftJoin(authors, eq(authors.id, orderForms.authorId))
    .leftJoin(vendors, eq(vendors.id, orderForms.vendorId))
    .leftJoin(events, eq(events.id, orderForms.eventId));
}

export type OrderFormRow = Awaited<ReturnType<typeof select>>[number];

export function orderFormRepo(db: Database) {
  return {
    /** A seller's public stores (their order forms). */
    async forSeller(sellerId: string, query: OrderFormListQuery, now: Date) {
      const where: SQL[] = [eq(orderForms.sellerId, sellerId), eq(orderForms.isPrivate, false)];
      if (query.status === 'open') where.push(isOpen(now));
      if (query.status === 'closed') where.push(sql`not ${isOpen(now)}`);
      const dir = direction(query.sort_order ?? (query.status === 'closed' || query.sort_by === 'created_at' ? 'desc' : 'asc'));
      const order =
        query.sort_by === 'title'
          ? sql`${sortKey(orderForms.title)} ${dir}`
          : query.sort_by === 'created_at'
            ? sql`${orderForms.createdAt} ${dir}`
            : sql`${orderForms.closeDate} ${dir}`;
      const rows = await db
        .select({ ...columns, total: sql<number>`(count(*) over ())::int` })
        .from(orderForms)
        .leftJoin(authors, eq(authors.id, orderForms.authorId))
        .leftJoin(vendors, eq(vendors.id, orderForms.vendorId))
        .leftJoin(events, eq(events.id, orderForms.eventId))
        .where(and(...where))
        .orderBy(order, asc(orderForms.title), asc(orderForms.id))
        .limit(query.per_page)
        .offset(offsetOf(query));
      if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(orderForms).where(and(...where));
      return { rows: [], total: counted?.total ?? 0 };
    },
  };
}

export type OrderFormRepo = ReturnType<typeof orderFormRepo>;
