import { CountryCode, Id, Slug, SocialLink, Url } from '@folio/catalog-kit-contract';
import * as v from 'valibot';
import { Book } from './book.schema.js';
import { Genre } from './genre.schema.js';

/** An author's card. `upcoming_events_count` comes from the events domain (see the server's README). */
export const AuthorSummary = v.object({
  id: Id,
  slug: Slug,
  name: v.string(),
  avatar_url: Url,
  /** One line for cards: "Author of the Ember Crown trilogy". */
  tagline: v.string(),
  genres: v.array(Genre),
  upcoming_events_count: v.number(),
});
export type AuthorSummary = v.InferOutput<typeof AuthorSummary>;

export const AuthorProfile = v.object({
  ...AuthorSummary.entries,
  /** A short paragraph for the default tab. */
  bio: v.string(),
  /** The longer text of the about tab; paragraphs separated by a blank line. */
  about: v.string(),
  city: v.nullable(v.string()),
  country_code: v.nullable(CountryCode),
  website_url: v.nullable(v.pipe(v.string(), v.url())),
  social_links: v.array(SocialLink),
  books: v.array(Book),
  past_events_count: v.number(),
  open_order_forms_count: v.number(),
});
export type AuthorProfile = v.InferOutput<typeof AuthorProfile>;

export const VENDOR_KINDS = ['bookshop', 'publisher'] as const;
export const VendorKind = v.picklist(VENDOR_KINDS);
export type VendorKind = v.InferOutput<typeof VendorKind>;

export const VendorSummary = v.object({
  id: Id,
  slug: Slug,
  name: v.string(),
  kind: VendorKind,
  logo_url: Url,
  tagline: v.string(),
  city: v.string(),
  country_code: CountryCode,
  upcoming_events_count: v.number(),
});
export type VendorSummary = v.InferOutput<typeof VendorSummary>;

export const VendorProfile = v.object({
  ...VendorSummary.entries,
  bio: v.string(),
  about: v.string(),
  website_url: v.nullable(v.pipe(v.string(), v.url())),
  social_links: v.array(SocialLink),
  past_events_count: v.number(),
  open_order_forms_count: v.number(),
});
export type VendorProfile = v.InferOutput<typeof VendorProfile>;

export const ReaderSummary = v.object({
  id: Id,
  slug: Slug,
  name: v.string(),
  avatar_url: Url,
  favourite_genres: v.array(Genre),
});
export type ReaderSummary = v.InferOutput<typeof ReaderSummary>;
