import {
  peoplePaths,
  type AuthorSummary,
  type Book,
  type Genre,
  type ReaderSummary,
  type VendorSummary,
} from '@folio/people-contract';
import type { BookRow } from './book.repo.js';
import { avatarVersion, bookCoverVersion } from './people-image.service.js';
import type { AuthorSummaryRow, VendorSummaryRow } from './people.repo.js';

/** Turn people rows into the contract's shapes. */

export function toAuthorSummary(row: AuthorSummaryRow): AuthorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    avatar_url: peoplePaths.avatar(row.id, avatarVersion(row.id, row.name)),
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
    logo_url: peoplePaths.avatar(row.id, avatarVersion(row.id, row.name)),
    tagline: row.tagline,
    city: row.city,
    country_code: row.countryCode,
    upcoming_events_count: row.upcomingEventsCount,
  };
}

export function toReaderSummary(row: {
  id: string;
  slug: string;
  name: string;
  favouriteGenres: string[];
}): ReaderSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    avatar_url: peoplePaths.avatar(row.id, avatarVersion(row.id, row.name)),
    favourite_genres: row.favouriteGenres as Genre[],
  };
}

export function toBook(row: BookRow): Book {
  return {
    id: row.id,
    title: row.title,
    author: { id: row.authorId, slug: row.authorSlug, name: row.authorName },
    cover_url: peoplePaths.bookCover(row.id, bookCoverVersion(row.id, row)),
    format: row.format as Book['format'],
    edition: row.edition,
    series: row.series,
    published_year: row.publishedYear,
    genres: row.genres as Genre[],
    offer: row.offer,
  };
}
