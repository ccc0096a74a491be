import type { CallOptions } from '@folio/catalog-kit';
import { GiveawayList, GiveawayResponse, giveawayPaths, type Giveaway } from '@folio/giveaways-contract';
import type { HttpClient } from '@folio/http';

/*
 * The pages' reads, apart from the entry form's calls (giveaways.api.ts): the loaders import this
 * module only when a page has no data in its HTML, and as a module of its own it is a chunk of its
 * own, which the bundler serves without building a namespace object, so it needs none of the
 * bundler's helpers (which then stay in the entry instead of one more file every page loads).
 */

/** `GET /api/marketing/giveaways`: every giveaway (open, upcoming, closed and drawn). */
export async function fetchGiveaways(http: HttpClient, call: CallOptions = {}): Promise<Giveaway[]> {
  return (await http.get(giveawayPaths.list(), { ...call, schema: GiveawayList })).data;
}

/** `GET /api/marketing/giveaways/author/{slug}`: a featured author's giveaway. */
export async function fetchGiveaway(http: HttpClient, authorSlug: string, call: CallOptions = {}): Promise<Giveaway> {
  return (await http.get(giveawayPaths.byAuthor(authorSlug), { ...call, schema: GiveawayResponse })).data;
}
