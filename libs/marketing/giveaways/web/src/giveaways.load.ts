import type { GiveawayList, GiveawayResponse } from '@folio/giveaways-contract';
import type { HttpClient } from '@folio/http';
import { hasData, loadPageData } from '@folio/http/router';

/**
 * The giveaways list for its route loader: on a first visit the answer the server put in the HTML
 * (no second round trip, no query client), else `GET /api/marketing/giveaways`, whose module and
 * schemas load only then. A visit after an entry loads it again, so counts are fresh.
 */
export function loadGiveaways(http: HttpClient): Promise<GiveawayList> {
  return loadPageData(hasData, async () => ({ data: await (await import('./giveaways.fetch')).fetchGiveaways(http) }));
}

/** A featured author's giveaway for its route loader, the same way (`GET /api/marketing/giveaways/author/{slug}` after a first visit). */
export function loadGiveaway(http: HttpClient, authorSlug: string): Promise<GiveawayResponse> {
  return loadPageData(hasData, async () => ({
    data: await (await import('./giveaways.fetch')).fetchGiveaway(http, authorSlug),
  }));
}
