import * as v from 'valibot';

/*
 * Wire pieces every commerce contract uses. Commerce never imports the catalog, so these are its
 * own (the same forms as the catalog's: uuid ids, lower-case slugs, ISO codes).
 */

export const Id = v.pipe(v.string(), v.uuid());
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = v.pipe(v.string(), v.maxLength(160), v.regex(SLUG_PATTERN));
export const IsoDate = v.pipe(v.string(), v.isoDate());
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
export const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/));
/** Money is integer minor units of the currency beside it. */
export const MinorUnits = v.pipe(v.number(), v.integer(), v.minValue(0));
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const SELLER_KINDS = ['author', 'vendor'] as const;

/** Who sells through a form, as the catalog names them (resolved through the shell's port). */
export const OrderFormSeller = v.object({
  id: Id,
  kind: v.picklist(SELLER_KINDS),
  slug: v.string(),
  name: v.string(),
});
export type OrderFormSeller = v.InferOutput<typeof OrderFormSeller>;

/** The signing a form takes orders for. */
export const OrderFormEvent = v.object({
  id: Id,
  slug: v.string(),
  title: v.string(),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  timezone: v.string(),
  /** "Venue, City" or null for a virtual signing. */
  location: v.nullable(v.string()),
});
export type OrderFormEvent = v.InferOutput<typeof OrderFormEvent>;
