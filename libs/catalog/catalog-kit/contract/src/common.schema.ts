import * as v from 'valibot';

/** URL-safe lowercase identifier of a public page (`the-velvet-court-signing`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

/** Every catalog id is a UUID (text on the wire); see the README's "Ids" section. */
export const Id = v.pipe(v.string(), v.uuid());
export type Id = v.InferOutput<typeof Id>;

export const Slug = v.pipe(v.string(), v.maxLength(MAX_SLUG_LENGTH), v.regex(SLUG_PATTERN));
export type Slug = v.InferOutput<typeof Slug>;

/** ISO 8601 instant with an offset, e.g. `2026-05-01T10:00:00+01:00` (the event's local time). */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.isoDate());

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));
/** ISO 4217, upper case. */
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));

/** A site-relative or absolute URL the API serves (covers and avatars are always our own). */
export const Url = v.pipe(v.string(), v.minLength(1));

export const SocialLink = v.object({
  kind: v.picklist(['website', 'instagram', 'tiktok', 'x', 'facebook', 'youtube', 'goodreads', 'newsletter']),
  url: v.pipe(v.string(), v.url()),
});
export type SocialLink = v.InferOutput<typeof SocialLink>;

/** `{data: …}`: the envelope of every single resource. */
export function single<const TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: item });
}
