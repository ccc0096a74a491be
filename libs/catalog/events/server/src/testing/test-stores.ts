import { utcDate } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import type { SellerStoresPort } from '@folio/people-server';
import { sql, type SQL } from 'drizzle-orm';
import type { EventStoresPort } from '../stores.port.js';

/** A store as a test states it: the stand-in ports below read these, not commerce's tables. */
export interface TestStore {
  id: string;
  uid: string;
  slug: string;
  title: string;
  authorId: string | null;
  vendorId: string | null;
  eventId: string | null;
  currency: string;
  closeDate: string;
  closed: boolean;
  isPrivate: boolean;
  depositPercent: number | null;
  minDepositTotalMinor: number | null;
  productCount: number;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
  createdAt: Date;
  /** The books it sells, by id, at these prices in minor units. */
  books: Record<string, number>;
}

const storesByDb = new WeakMap<Database, TestStore[]>();

/** The stores tests have opened over this database (the stand-in ports read them at query time). */
export function testStores(db: Database): TestStore[] {
  let stores = storesByDb.get(db);
  if (!stores) storesByDb.set(db, (stores = []));
  return stores;
}

// A private placeholder row keeps each VALUES list typed and never empty; it is never public.
const PLACEHOLDER: TestStore = {
  id: '00000000-0000-4000-8000-000000000000',
  uid: '',
  slug: '',
  title: '',
  authorId: null,
  vendorId: '00000000-0000-4000-8000-000000000000',
  eventId: null,
  currency: 'GBP',
  closeDate: '1970-01-01',
  closed: true,
  isPrivate: true,
  depositPercent: null,
  minDepositTotalMinor: null,
  productCount: 0,
  priceMinMinor: null,
  priceMaxMinor: null,
  createdAt: new Date(0),
  books: {},
};

function storesTable(db: Database): SQL {
  const rows = [PLACEHOLDER, ...testStores(db)].map(
    (
      s,
    ) => sql`(${s.id}::uuid, ${s.uid}::text, ${s.slug}::text, ${s.title}::text, ${s.authorId}::uuid, ${s.vendorId}::uuid,
      ${s.eventId}::uuid, ${s.currency}::text, ${s.closeDate}::date, ${s.closed}::boolean, ${s.isPrivate}::boolean,
      ${s.depositPercent}::int, ${s.minDepositTotalMinor}::int, ${s.productCount}::int, ${s.priceMinMinor}::int,
      ${s.priceMaxMinor}::int, ${s.createdAt.toISOString()}::timestamptz)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as s(id, uid, slug, title, author_id, vendor_id, event_id, currency,
    close_date, closed, is_private, deposit_percent, min_deposit_total_minor, product_count, price_min_minor,
    price_max_minor, created_at)`;
}

function booksTable(db: Database): SQL {
  const rows = [
    sql`(${PLACEHOLDER.id}::uuid, ${PLACEHOLDER.id}::uuid, 0)`,
    ...testStores(db).flatMap((s) =>
      Object.entries(s.books).map(([bookId, price]) => sql`(${s.id}::uuid, ${bookId}::uuid, ${price}::int)`),
    ),
  ];
  return sql`(values ${sql.join(rows, sql`, `)}) as b(store_id, book_id, price_minor)`;
}

const open = (now: Date): SQL => sql`(not s.closed and s.close_date >= ${utcDate(now)}::date)`;

function publicStores(db: Database, where: SQL, now: Date): SQL {
  return sql`(select s.id, s.uid, s.slug, s.title, coalesce(s.author_id, s.vendor_id) as seller_id, s.author_id, s.vendor_id,
      s.event_id, s.currency, s.close_date::text as close_date, s.closed, ${open(now)} as open, s.deposit_percent,
      s.min_deposit_total_minor, s.product_count, s.price_min_minor, s.price_max_minor, s.created_at
    from ${storesTable(db)} where not s.is_private and ${where})`;
}

/**
 * Stand-ins for the stores' ports of the events and people domains, over the stores tests opened
 * (`eventFixtures(db).authorStore`) instead of commerce's tables: the catalog's own tests check
 * what it does with stores (lists, the event page, where a book is sold); commerce's
 * `catalogStoresPort` is tested against the same contract where it is wired (apps/api).
 */
export function testStoresPort(db: Database): EventStoresPort & SellerStoresPort {
  return {
    sellerStores: (sellerId, now) => publicStores(db, sql`coalesce(s.author_id, s.vendor_id) = ${sellerId}`, now),
    eventStores: (eventId, now) => publicStores(db, sql`s.event_id = ${eventId}`, now),
    openCount: (sellerId, now) => sql<number>`(select count(*)::int from ${storesTable(db)}
      where coalesce(s.author_id, s.vendor_id) = ${sellerId} and not s.is_private and ${open(now)})`,
    bookOffer: (
      bookId,
      now,
    ) => sql`(select json_build_object('order_form_slug', s.slug, 'price_minor', b.price_minor, 'currency', s.currency)
      from ${booksTable(db)} join ${storesTable(db)} on s.id = b.store_id
      where b.book_id = ${bookId} and not s.is_private and ${open(now)}
      order by s.close_date asc, s.slug asc limit 1)`,
  };
}
