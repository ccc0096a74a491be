import type { CallOptions } from '@folio/catalog-kit';
import type { HomeResponse } from '@folio/content-contract';
import type { HttpClient } from '@folio/http';
import { loadPageData } from '@folio/http/router';

/** Enough of the feed's shape to tell it from something else. */
const looksLikeFeed = (value: unknown): boolean => {
  const feed = (value as { data?: { page?: { blocks?: unknown }; events?: unknown } } | null)?.data;
  return Array.isArray(feed?.page?.blocks) && Array.isArray(feed?.events);
};

/**
 * The home page's feed: on a first visit the one the server embedded in the HTML of `/` (no second
 * round trip), else `GET /api/public/content/home`, validated (its schema loads with the call).
 */
export function loadHome(http: HttpClient, call: CallOptions = {}): Promise<HomeResponse> {
  return loadPageData(looksLikeFeed, async () => (await import('./home.fetch')).fetchHome(http, call));
}
