import { sql, type SQL } from 'drizzle-orm';
import { orderFormBooks, orderForms } from './order-form.table.js';
import { utcDay } from './order-form-status.js';

/** Where a book is sold now, as the catalog's author pages show it. */
export interface StoreBookOffer {
  order_form_slug: string;
  price_minor: number;
  currency: string;
}

/** Taking orders at `now`: not closed by the seller and the close date (end of that day in UTC) not passed. */
const isOpen = (now: Date): SQL => sql`(not ${orderForms.closed} and ${orderForms.closeDate} >= ${utcDay(now)}::date)`;

/** The public (not private) forms matching `where`, with the columns the catalog's stores port names. */
function publicStores(where: SQL, now: Date): SQL {
  return sql`(select ${orderForms.id} as id, ${orderForms.uid} as uid, ${orderForms.slug} as slug, ${orderForms.title} as title,
      ${orderForms.sellerId} as seller_id, ${orderForms.authorId} as author_id, ${orderForms.vendorId} as vendor_id,
      ${orderForms.eventId} as event_id, ${orderForms.currency} as currency, ${orderForms.closeDate}::text as close_date,
      ${orderForms.closed} as closed, ${isOpen(now)} as open, ${orderForms.depositPercent} as deposit_percent,
      ${orderForms.minDepositTotalMinor} as min_deposit_total_minor, ${orderForms.productCount} as product_count,
      ${orderForms.priceMinMinor} as price_min_minor, ${orderForms.priceMaxMinor} as price_max_minor,
      ${orderForms.createdAt} as created_at
    from ${orderForms} where not ${orderForms.isPrivate} and ${where})`;
}

/**
 * What the catalog shows of sellers' stores, as SQL over this domain's tables, so its lists and
 * pages keep filtering, sorting and paging in one statement. It fits, by shape alone, the stores
 * ports the catalog declares (the events domain's list of a seller's or an event's stores, the
 * people domain's open count and book offers): commerce never imports the catalog, and the API
 * shell passes this in. Private forms are never shown; the summary columns (`product_count`, the
 * price range, `order_form_books`) are kept in step with the products by this domain.
 */
export const catalogStoresPort = {
  /**
   * A seller's public forms as a derived table (SQL to put after `from`, aliased by the caller):
   * id, uid, slug, title, seller_id, author_id, vendor_id, event_id, currency, close_date
   * (`YYYY-MM-DD` text), closed (the seller's flag), open (taking orders at `now`),
   * deposit_percent, min_deposit_total_minor, product_count, price_min_minor, price_max_minor and
   * created_at.
   */
  sellerStores: (sellerId: SQL, now: Date): SQL => publicStores(sql`${orderForms.sellerId} = ${sellerId}`, now),
  /** An event's public forms, the same way. */
  eventStores: (eventId: SQL, now: Date): SQL => publicStores(sql`${orderForms.eventId} = ${eventId}`, now),
  /** How many of the seller's public forms take orders at `now`. */
  openCount: (sellerId: SQL, now: Date): SQL<number> =>
    sql<number>`(select count(*)::int from ${orderForms} where ${orderForms.sellerId} = ${sellerId}
      and not ${orderForms.isPrivate} and ${isOpen(now)})`,
  /**
   * Where the book is sold now (or null): the open public form selling it that closes soonest (the
   * reader's next chance to order it signed), and its price there.
   */
  bookOffer: (bookId: SQL, now: Date): SQL<StoreBookOffer | null> =>
    sql<StoreBookOffer | null>`(select json_build_object('order_form_slug', ${orderForms.slug},
      'price_minor', ${orderFormBooks.priceMinor}, 'currency', ${orderForms.currency})
    from ${orderFormBooks} join ${orderForms} on ${orderForms.id} = ${orderFormBooks.orderFormId}
    where ${orderFormBooks.bookId} = ${bookId} and not ${orderForms.isPrivate} and ${isOpen(now)}
    order by ${orderForms.closeDate} asc, ${orderForms.slug} asc limit 1)`,
};

export type CatalogStoresPort = typeof catalogStoresPort;
