import { toZonedIso, utcDate } from '@folio/catalog-kit-server';
import {
  eventPaths,
  type Category,
  type Collection,
  type EventStatus,
  type EventSummary,
  type OrderFormSummary,
} from '@folio/events-contract';
import { eventCoverVersion } from './event-image.service.js';
import type { EventSummaryRow } from './event.repo.js';
import type { OrderFormRow } from './order-form.repo.js';
import type { CategoryRow, CollectionRow } from './taxonomy.repo.js';

/** Turn events rows into the contract's shapes; the clock decides status and closed flags. */

function statusOf(startsAt: Date, endsAt: Date, now: Date): EventStatus {
  if (endsAt.getTime() < now.getTime()) return 'past';
  return startsAt.getTime() <= now.getTime() ? 'ongoing' : 'upcoming';
}

export function toEventSummary(row: EventSummaryRow, now: Date): EventSummary {
  const isVirtual = row.venueName === null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    starts_at: toZonedIso(row.startsAt, row.timezone),
    ends_at: toZonedIso(row.endsAt, row.timezone),
    timezone: row.timezone,
    status: statusOf(row.startsAt, row.endsAt, now),
    is_virtual: isVirtual,
    venue: isVirtual
      ? null
      : {
          name: row.venueName!,
          address: row.venueAddress!,
          city: row.venueCity!,
          region: row.venueRegion,
          country_code: row.venueCountryCode!,
        },
    virtual: isVirtual ? { platform: row.virtualPlatform ?? 'Online', url: row.virtualUrl } : null,
    category: { slug: row.categorySlug, name: row.categoryName },
    cover_url: eventPaths.eventCover(
      row.id,
      eventCoverVersion(row.id, {
        title: row.title,
        categoryName: row.categoryName,
        city: row.venueCity,
        startsAt: row.startsAt,
        timezone: row.timezone,
      }),
    ),
    currency: row.currency,
    authors_count: row.authorsCount,
    featured_authors: row.featuredAuthors,
    readers_attending_count: row.readersCount,
  };
}

export function toOrderFormSummary(row: OrderFormRow, now: Date): OrderFormSummary {
  return {
    id: row.id,
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    seller: { id: row.sellerId, kind: row.sellerKind, slug: row.sellerSlug, name: row.sellerName },
    event_id: row.eventId,
    event:
      row.eventId && row.eventSlug && row.eventTitle
        ? { id: row.eventId, slug: row.eventSlug, title: row.eventTitle }
        : null,
    currency: row.currency,
    close_date: row.closeDate,
    // The deadline is the end of the close date in UTC (spec section 9).
    closed: row.closedFlag || row.closeDate < utcDate(now),
    deposit_available: row.depositPercent !== null,
    deposit_percent: row.depositPercent,
    min_deposit_total_minor: row.minDepositTotalMinor,
    product_count: row.productCount,
    price_min_minor: row.priceMinMinor,
    price_max_minor: row.priceMaxMinor,
  };
}

export const toCategory = (row: CategoryRow): Category => ({
  kind: 'category',
  slug: row.slug,
  name: row.name,
  description: row.description,
  upcoming_events_count: row.upcomingEventsCount,
});

export const toCollection = (row: CollectionRow): Collection => ({
  kind: 'collection',
  slug: row.slug,
  title: row.title,
  heading: row.heading,
  copy: row.copy,
  path: `/${row.slug}`,
  upcoming_events_count: row.upcomingEventsCount,
});
