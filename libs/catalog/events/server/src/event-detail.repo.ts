import { at, qualified } from '@folio/catalog-kit-server';
import type { Database } from '@folio/db';
import type { AuthorSummaryRow, VendorSummaryRow } from '@folio/people-server';
import { eq, sql } from 'drizzle-orm';
import { eventReaders, events, venues } from './event.table.js';
import { eventCoreColumns } from './event.repo.js';
import type { OrderFormRow } from './order-form.repo.js';
import type { EventStoresPort } from './stores.port.js';
import { categories } from './taxonomy.table.js';

/**
 * The whole event page in one statement: the event, its collections, attending authors and
 * vendors (each with their upcoming count) and its public order forms (read through the stores'
 * port) as JSON columns. The page is the catalog's hottest read; one round trip instead of five
 * keeps it close to a plain lookup.
 */
export function eventDetailRepo(db: Database, stores: EventStoresPort) {
  return {
    async findBySlug(slug: string, now: Date) {
      const event = qualified(events.id);
      const [row] = await db
        .select({
          ...eventCoreColumns,
          description: events.description,
          readersCount: sql<number>`(select count(*)::int from ${eventReaders} where ${eventReaders.eventId} = ${event})`,
          collections: sql<Array<{ slug: string; title: string }>>`(
            select coalesce(json_agg(json_build_object('slug', co.slug, 'title', co.title) order by co.position, co.title), '[]'::json)
            from event_collections ec join collections co on co.id = ec.collection_id where ec.event_id = ${event})`,
          authors: sql<AuthorSummaryRow[]>`(
            select coalesce(json_agg(json_build_object(
              'id', a.id, 'slug', a.slug, 'name', a.name, 'tagline', a.tagline, 'genres', a.genres,
              'upcomingEventsCount', (select count(*)::int from event_authors ea2 join events e2 on e2.id = ea2.event_id
                                      where ea2.author_id = a.id and e2.ends_at >= ${at(now)})
            ) order by ea.position, a.name), '[]'::json)
            from event_authors ea join authors a on a.id = ea.author_id where ea.event_id = ${event})`,
          vendors: sql<VendorSummaryRow[]>`(
            select coalesce(json_agg(json_build_object(
              'id', v.id, 'slug', v.slug, 'name', v.name, 'kind', v.kind, 'tagline', v.tagline, 'city', v.city, 'countryCode', v.country_code,
              'upcomingEventsCount', (select count(*)::int from event_vendors ev2 join events e2 on e2.id = ev2.event_id
                                      where ev2.vendor_id = v.id and e2.ends_at >= ${at(now)})
            ) order by ev.position, v.name), '[]'::json)
            from event_vendors ev join vendors v on v.id = ev.vendor_id where ev.event_id = ${event})`,
          orderForms: sql<Array<Omit<OrderFormRow, 'eventSlug' | 'eventTitle'>>>`(
            select coalesce(json_agg(json_build_object(
              'id', f.id, 'uid', f.uid, 'slug', f.slug, 'title', f.title, 'sellerId', f.seller_id,
              'sellerKind', case when f.author_id is not null then 'author' else 'vendor' end,
              'sellerSlug', coalesce(fa.slug, fv.slug), 'sellerName', coalesce(fa.name, fv.name),
              'eventId', f.event_id, 'currency', f.currency, 'closeDate', f.close_date, 'closedFlag', f.closed,
              'depositPercent', f.deposit_percent, 'minDepositTotalMinor', f.min_deposit_total_minor,
              'productCount', f.product_count, 'priceMinMinor', f.price_min_minor, 'priceMaxMinor', f.price_max_minor
            ) order by public.folio_unaccent(lower(coalesce(fa.name, fv.name))) collate "C", f.title, f.id), '[]'::json)
            from ${stores.eventStores(event, now)} as f
            left join authors fa on fa.id = f.author_id left join vendors fv on fv.id = f.vendor_id)`,
        })
        .from(events)
        .innerJoin(categories, eq(categories.id, events.categoryId))
        .leftJoin(venues, eq(venues.id, events.venueId))
        .where(eq(events.slug, slug))
        .limit(1);
      return row;
    },
  };
}
