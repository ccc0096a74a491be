import type { CallOptions } from '@folio/catalog-kit';
import {
  EnterGiveawayResponse,
  GiveawayList,
  GiveawayResponse,
  giveawayPaths,
  MyEntryResponse,
  type EnterGiveawayInput,
  type Giveaway,
  type GiveawayEntry,
} from '@folio/giveaways-contract';
import type { HttpClient } from '@folio/http';

/** `GET /api/marketing/giveaways`: every giveaway (open, upcoming, closed and drawn). */
export async function fetchGiveaways(http: HttpClient, call: CallOptions = {}): Promise<Giveaway[]> {
  return (await http.get(giveawayPaths.list(), { ...call, schema: GiveawayList })).data;
}

/** `GET /api/marketing/giveaways/author/{slug}`: a featured author's giveaway. */
export async function fetchGiveaway(http: HttpClient, authorSlug: string, call: CallOptions = {}): Promise<Giveaway> {
  return (await http.get(giveawayPaths.byAuthor(authorSlug), { ...call, schema: GiveawayResponse })).data;
}

/** `GET …/entry/{id}`: the signed-in reader's own entry, or null. */
export async function fetchMyEntry(http: HttpClient, giveawayId: string, call: CallOptions = {}): Promise<GiveawayEntry | null> {
  return (await http.get(giveawayPaths.entry(giveawayId), { ...call, schema: MyEntryResponse })).data;
}

/** `POST …/entry/{id}`: enters the giveaway (one entry per reader; refusals are 422 with a code). */
export async function postEntry(http: HttpClient, giveawayId: string, input: EnterGiveawayInput): Promise<GiveawayEntry> {
  return (await http.post(giveawayPaths.entry(giveawayId), { json: input, schema: EnterGiveawayResponse })).data;
}
