import { CountryCode, CurrencyCode, Id, IsoDateTime, Slug, Url } from '@folio/catalog-kit-contract';
import { PersonRef } from '@folio/people-contract';
import * as v from 'valibot';
import { CategoryRef } from './taxonomy.schema.js';

export const Venue = v.object({
  name: v.string(),
  address: v.string(),
  city: v.string(),
  region: v.nullable(v.string()),
  country_code: CountryCode,
});
export type Venue = v.InferOutput<typeof Venue>;

export const VirtualLocation = v.object({
  platform: v.string(),
  /** The join link when the organiser publishes it; otherwise attendees get it by e-mail. */
  url: v.nullable(v.pipe(v.string(), v.url())),
});
export type VirtualLocation = v.InferOutput<typeof VirtualLocation>;

/** Relative to the server's clock: `ongoing` between starts_at and ends_at. */
export const EventStatus = v.picklist(['upcoming', 'ongoing', 'past']);
export type EventStatus = v.InferOutput<typeof EventStatus>;

export const EventSummary = v.object({
  /** The event id analytics (`target_id` for event scope) and carts reference. */
  id: Id,
  slug: Slug,
  title: v.string(),
  /** In the event's local time with its offset, e.g. `2026-05-01T10:00:00+01:00`. */
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  /** IANA zone of the venue (or the organiser's, for virtual events), e.g. `Europe/London`. */
  timezone: v.string(),
  status: EventStatus,
  is_virtual: v.boolean(),
  /** Exactly one of venue and virtual is set, matching is_virtual. */
  venue: v.nullable(Venue),
  virtual: v.nullable(VirtualLocation),
  category: CategoryRef,
  /** Our own generated SVG, never an outside host. */
  cover_url: Url,
  /** The currency its order forms sell in. */
  currency: CurrencyCode,
  authors_count: v.number(),
  /** The first few authors by billing order, for cards. */
  featured_authors: v.array(PersonRef),
  readers_attending_count: v.number(),
});
export type EventSummary = v.InferOutput<typeof EventSummary>;
