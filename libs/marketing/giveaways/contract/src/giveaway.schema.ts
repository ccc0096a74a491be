import * as v from 'valibot';

const Id = v.pipe(v.string(), v.uuid());
const Iso = v.pipe(v.string(), v.isoTimestamp());
const Hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** ISO 3166-1 alpha-2, upper case. */
export const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose a country from the list.'));

/** Where a giveaway is in its life, from the server's clock. */
export const GiveawayStatus = v.picklist(['upcoming', 'open', 'closed', 'drawn']);
export type GiveawayStatus = v.InferOutput<typeof GiveawayStatus>;

export const GiveawayAuthor = v.object({
  id: Id,
  slug: v.string(),
  name: v.string(),
  avatar_url: v.string(),
});
export type GiveawayAuthor = v.InferOutput<typeof GiveawayAuthor>;

/** What the draw published: anyone recomputes `winning_numbers` from `seed` and `entry_count`. */
export const GiveawayDraw = v.object({
  seed: Hex64,
  entry_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  winning_numbers: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
  drawn_at: Iso,
});
export type GiveawayDraw = v.InferOutput<typeof GiveawayDraw>;

/** A giveaway as its card and page show it. The entrant list is never part of it: counts only. */
export const Giveaway = v.object({
  id: Id,
  title: v.string(),
  prize: v.string(),
  status: GiveawayStatus,
  opens_at: Iso,
  closes_at: Iso,
  draws_at: Iso,
  /** Eligible countries (ISO codes), or null for everywhere. */
  countries: v.nullable(v.array(v.string())),
  min_age: v.pipe(v.number(), v.integer(), v.minValue(0)),
  winner_count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  entry_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** sha256(seed) in hex, published from the opening on; null while upcoming. */
  commitment: v.nullable(Hex64),
  draw: v.nullable(GiveawayDraw),
  author: GiveawayAuthor,
});
export type Giveaway = v.InferOutput<typeof Giveaway>;

export const GiveawayList = v.object({ data: v.array(Giveaway) });
export type GiveawayList = v.InferOutput<typeof GiveawayList>;

export const GiveawayResponse = v.object({ data: Giveaway });
export type GiveawayResponse = v.InferOutput<typeof GiveawayResponse>;

/** The caller's own entry: its public number, and whether it won once drawn. */
export const GiveawayEntry = v.object({
  giveaway_id: Id,
  entry_number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  entered_at: Iso,
  /** null until the draw. */
  won: v.nullable(v.boolean()),
});
export type GiveawayEntry = v.InferOutput<typeof GiveawayEntry>;

export const MyEntryResponse = v.object({ data: v.nullable(GiveawayEntry) });
export type MyEntryResponse = v.InferOutput<typeof MyEntryResponse>;

export const EnterGiveawayResponse = v.object({ data: GiveawayEntry });
export type EnterGiveawayResponse = v.InferOutput<typeof EnterGiveawayResponse>;

/** `POST …/entry/{id}`. `challenge_token` is the bot-protection widget's answer, when one is configured. */
export const EnterGiveawayInput = v.object({
  country: CountryCode,
  age_confirmed: v.boolean('Confirm your age.'),
  challenge_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
export type EnterGiveawayInput = v.InferOutput<typeof EnterGiveawayInput>;

export const GiveawayIdParams = v.object({ id: v.pipe(v.string(), v.uuid('Unknown giveaway.')) });
export const AuthorSlugParams = v.object({
  slug: v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-z0-9-]+$/, 'Unknown author.')),
});
