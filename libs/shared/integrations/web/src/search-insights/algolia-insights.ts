import type { SearchInsights, SearchResultRef } from './search-insights';

export interface AlgoliaInsightsSettings {
  appId: string;
  /** A search-only key (ACL `search`): it is public by design. */
  apiKey: string;
  /** The index name events are recorded against. */
  index: string;
  /** The Insights events endpoint (`https://insights.algolia.io/1/events`, or a regional one). */
  url: string;
}

/** Algolia accepts at most this many object ids per event. */
export const MAX_OBJECT_IDS = 20;

const objectId = (result: SearchResultRef) => `${result.kind}:${result.id}`;

/**
 * Algolia Insights: a `view` event for the results a search showed and a `click` event for the
 * one opened, under an anonymous token made for this page load (no cookie, nothing that outlives
 * the tab). The query text is not sent: Insights has no field for it without Algolia's own search.
 * Sent with `keepalive`, so a click that leaves the page still arrives; as a simple request
 * (`text/plain`, credentials in the query string, as Algolia's own client does) so no preflight
 * is needed; a failure is ignored.
 */
export function algoliaInsights(
  settings: AlgoliaInsightsSettings,
  send: typeof fetch = (...args) => fetch(...args),
  userToken = `anonymous-${crypto.randomUUID()}`,
): SearchInsights {
  const endpoint = new URL(settings.url);
  endpoint.searchParams.set('X-Algolia-Application-Id', settings.appId);
  endpoint.searchParams.set('X-Algolia-API-Key', settings.apiKey);
  const post = (event: Record<string, unknown>) => {
    send(endpoint.href, {
      method: 'POST',
      body: JSON.stringify({ events: [{ ...event, index: settings.index, userToken, timestamp: Date.now() }] }),
      headers: { 'Content-Type': 'text/plain' },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  };
  return {
    queryMade({ results }) {
      if (results.length === 0) return;
      post({
        eventType: 'view',
        eventName: 'Search results viewed',
        objectIDs: results.slice(0, MAX_OBJECT_IDS).map(objectId),
      });
    },
    resultClicked({ result }) {
      post({ eventType: 'click', eventName: 'Search result clicked', objectIDs: [objectId(result)] });
    },
  };
}
