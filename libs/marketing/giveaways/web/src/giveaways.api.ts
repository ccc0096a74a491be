import type { CallOptions } from '@folio/catalog-kit';
import {
  EnterGiveawayResponse,
  giveawayPaths,
  MyEntryResponse,
  type EnterGiveawayInput,
  type GiveawayEntry,
} from '@folio/giveaways-contract';
import type { HttpClient } from '@folio/http';

/** `GET …/entry/{id}`: the signed-in reader's own entry, or null. */
export async function fetchMyEntry(
  http: HttpClient,
  giveawayId: string,
  call: CallOptions = {},
): Promise<GiveawayEntry | null> {
  return (await http.get(giveawayPaths.entry(giveawayId), { ...call, schema: MyEntryResponse })).data;
}

/** `POST …/entry/{id}`: enters the giveaway (one entry per reader; refusals are 422 with a code). */
export async function postEntry(
  http: HttpClient,
  giveawayId: string,
  input: EnterGiveawayInput,
): Promise<GiveawayEntry> {
  return (await http.post(giveawayPaths.entry(giveawayId), { json: input, schema: EnterGiveawayResponse })).data;
}
