import {
  catalogPaths,
  type AuthorSummary,
  type Book,
  type Category,
  type Collection,
  type EventStatus,
  type EventSummary,
  type Genre,
  type OrderFormSummary,
  type ReaderSummary,
  type VendorSummary,
} from '@folio/catalog-contract';
import type { BookRow } from './book.repo.js';
import type { EventSummaryRow } from './event.repo.js';
import type { OrderFormRow } from './order-form.repo.js';
import type { AuthorSummaryRow, VendorSummaryRow } from './people.repo.js';
import type { CategoryRow, CollectionRow } from './taxonomy.repo.js';
import { toZonedIso, utcDate } from './zoned-time.js';

/** Turn database rows into the contract's shapes; the clock decides status and closed flags. */

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
    cover_url: catalogPaths.eventCover(row.id),
    currency: row.currency,
    authors_count: row.authorsCount,
    featured_authors: row.featuredAuthors,
    readers_attending_count: row.readersCount,
  };
}

export function toAuthorSummary(row: AuthorSummaryRow): AuthorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    avatar_url: catalogPaths.avatar(row.id),
    tagline: row.tagline,
    genres: row.genres as Genre[],
    upcoming_events_count: row.upcomingEventsCount,
  };
}

export function toVendorSummary(row: VendorSummaryRow): VendorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind as VendorSummary['kind'],
    logo_url: catalogPaths.avatar(row.id),
    tagline: row.tagline,
    city: row.city,
    country_code: row.countryCode,
    upcoming_events_count: row.upcomingEventsCount,
  };
}

export function toReaderSummary(row: { id: string; slug: string; name: string; favouriteGenres: string[] }): ReaderSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    avatar_url: catalogPaths.avatar(row.id),
    favourite_genres: row.favouriteGenres as Genre[],
  };
}

export function toBook(row: BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    author: { id: row.authorId, slug: row.authorSlug, name: row.authorName },
    cover_url: catalogPaths.bookCover(row.id),
    format: row.format as Book['format'],
    edition: row.edition,
    series: row.series,
    published_year: row.publishedYear,
    genres: row.genres as Genre[],
  };
}

export function toOrderFormSummary(row: OrderFormRow, now: Date): OrderFormSummary {
  return {
    id: row.id,
    uid: row.uid,
    title: row.title,
    seller: { id: row.sellerId, kind: row.sellerKind, slug: row.sellerSlug, name: row.sellerName },
    event_id: row.eventId,
    event: row.eventId && row.eventSlug && row.eventTitle ? { id: row.eventId, slug: row.eventSlug, title: row.eventTitle } : null,
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
