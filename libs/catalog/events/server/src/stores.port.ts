import type { SQL } from 'drizzle-orm';

/**
 * The columns of a store (a seller's order form) as `EventStoresPort` answers them, one row per
 * public store. `close_date` is `YYYY-MM-DD` text; money is integer minor units of `currency`.
 */
export interface StoreColumns {
  id: string;
  /** Opaque public identifier (carts are chosen by it). */
  uid: string;
  /** The address: `/orderform/{slug}`. */
  slug: string;
  title: string;
  seller_id: string;
  /** Set when an author sells through it; else `vendor_id` is. */
  author_id: string | null;
  vendor_id: string | null;
  event_id: string | null;
  currency: string;
  close_date: string;
  /** The seller closed it (whatever the date). */
  closed: boolean;
  /** Taking orders at the `now` the port was given: not closed and the close date not yet passed. */
  open: boolean;
  deposit_percent: number | null;
  min_deposit_total_minor: number | null;
  product_count: number;
  price_min_minor: number | null;
  price_max_minor: number | null;
  /** When it was made (`timestamptz`): lists sort on it. */
  created_at: Date;
}

/**
 * Sellers' stores, as SQL over the stores' owner's tables: the events domain never reads them. Each
 * method answers a derived table (SQL to put after `from`, aliased by the caller) of the public
 * (not private) stores with exactly the `StoreColumns` columns, so a list filters, joins sellers and
 * events, sorts and pages in one statement. The owner implements it; the shell passes it in.
 */
export interface EventStoresPort {
  /** The seller's public stores. */
  sellerStores(sellerId: SQL, now: Date): SQL;
  /** The event's public stores. */
  eventStores(eventId: SQL, now: Date): SQL;
}
