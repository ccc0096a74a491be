import type { CallOptions } from '@folio/catalog-kit';
import { HOME_DATA_ELEMENT_ID, type HomeResponse } from '@folio/content-contract';
import type { HttpClient } from '@folio/http';

/** Enough of the feed's shape to tell it from something else under the same id. */
function looksLikeFeed(value: unknown): value is HomeResponse {
  const feed = (value as { data?: { page?: { blocks?: unknown }; events?: unknown } } | null)?.data;
  return Array.isArray(feed?.page?.blocks) && Array.isArray(feed?.events);
}

/**
 * The feed the server embedded in the HTML of `/`, taken once: the first visit draws from it
 * without a second round trip; any later visit (the element is gone) asks the API for a fresh one.
 * The server that wrote the HTML built the feed from the same contract in the same response, so
 * it is not validated again here: that would put the whole schema in the first page's JavaScript
 * (quality bar F1). What the API answers later is validated as every answer is.
 */
export function takeEmbeddedHome(doc: Document = document): HomeResponse | undefined {
  const element = doc.getElementById(HOME_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return looksLikeFeed(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The home page's feed: the embedded one on the first visit, else from the API (its schema loads with the call). */
export async function loadHome(http: HttpClient, call: CallOptions = {}): Promise<HomeResponse> {
  const embedded = takeEmbeddedHome();
  if (embedded) return embedded;
  const { fetchHome } = await import('./home.fetch');
  return fetchHome(http, call);
}
