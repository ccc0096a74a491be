import { CountryCode, IsoDateTime, single, Slug, Url } from '@folio/catalog-kit-contract';
import * as v from 'valibot';
import { ContentPage, PostSummary } from './content.schema.js';

/**
 * Where the home page thinks the reader is: their default address when signed in, else the country
 * their browser knows (`HomeQuery.near`), else the country a trusted proxy reports, else their IP
 * address's country, else the region of their browser's language. Null: unknown.
 */
export const ReaderPlace = v.object({ city: v.nullable(v.string()), country_code: CountryCode });
export type ReaderPlace = v.InferOutput<typeof ReaderPlace>;

/**
 * `GET /api/public/content/home`: `near`, the country the reader's browser knows it is in (its
 * cached location or time zone), sent on visits after the first.
 */
export const HomeQuery = v.object({
  near: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'The near must be a two-letter country code.'))),
});
export type HomeQuery = v.InferOutput<typeof HomeQuery>;

/** An upcoming event as the home page's card shows it (the catalog's event card, slimmed). */
export const HomeEvent = v.object({
  slug: Slug,
  title: v.string(),
  starts_at: IsoDateTime,
  timezone: v.string(),
  /** "Venue, City" for an event in person, else the virtual platform. */
  place: v.string(),
  is_virtual: v.boolean(),
  country_code: v.nullable(CountryCode),
  cover_url: Url,
  /** The first few authors' names, in billing order. */
  authors: v.array(v.string()),
});
export type HomeEvent = v.InferOutput<typeof HomeEvent>;

export const HomeAuthor = v.object({
  slug: Slug,
  name: v.string(),
  avatar_url: Url,
  tagline: v.string(),
  upcoming_events_count: v.number(),
});
export type HomeAuthor = v.InferOutput<typeof HomeAuthor>;

/** An open giveaway: the prize, whose it is and when entries close. */
export const HomeGiveaway = v.object({
  title: v.string(),
  prize: v.string(),
  closes_at: IsoDateTime,
  author: v.object({ slug: v.string(), name: v.string(), avatar_url: v.string() }),
});
export type HomeGiveaway = v.InferOutput<typeof HomeGiveaway>;

/**
 * Everything the home page shows, in one answer (and, on a first visit, inside the served HTML, so
 * the page draws without a second round trip: `PAGE_DATA_ELEMENT_ID`): its copy (a content page, edited like the others),
 * upcoming events with those near the reader first, featured authors, open giveaways and the
 * latest posts.
 */
export const HomeFeed = v.object({
  page: ContentPage,
  /** Where "near" means for `events`; null when the reader's place is unknown. */
  near: v.nullable(ReaderPlace),
  /** How many of `events` (the first ones) are near the reader. */
  near_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  events: v.array(HomeEvent),
  authors: v.array(HomeAuthor),
  giveaways: v.array(HomeGiveaway),
  posts: v.array(PostSummary),
});
export type HomeFeed = v.InferOutput<typeof HomeFeed>;

export const HomeResponse = single(HomeFeed);
export type HomeResponse = v.InferOutput<typeof HomeResponse>;

/** How many of each the home page shows. */
export const HOME_LIMITS = { events: 6, authors: 4, giveaways: 3, posts: 3 } as const;
