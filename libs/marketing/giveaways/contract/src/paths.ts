/** The prefix of every giveaways API route. */
export const GIVEAWAYS_BASE_PATH = '/api/marketing/giveaways';

const seg = (value: string): string => encodeURIComponent(value);

/** URL paths of the giveaways API; slugs and ids are encoded here so callers never build them. */
export const giveawayPaths = {
  list: () => GIVEAWAYS_BASE_PATH,
  /** One featured author's giveaway page, by the author's slug. */
  byAuthor: (authorSlug: string) => `${GIVEAWAYS_BASE_PATH}/author/${seg(authorSlug)}`,
  /** The signed-in reader's own entry (GET) or a new entry (POST). */
  entry: (giveawayId: string) => `${GIVEAWAYS_BASE_PATH}/entry/${seg(giveawayId)}`,
} as const;

/** The web pages of the domain (the terms are a content page, `/terms/giveaways`, linked by route). */
export const giveawayWebPaths = {
  list: '/giveaways',
  page: (authorSlug: string) => `/giveaway/${seg(authorSlug)}`,
} as const;
