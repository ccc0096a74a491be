import type { EventDetailResponse, ReaderProfileResponse } from '@folio/events-contract';
import type { HttpClient } from '@folio/http';
import { hasData, loadPageData } from '@folio/http/router';

/**
 * An event for its page's route loader: on a first visit the answer the server put in the HTML (no
 * second round trip, and the page draws without the query client), else
 * `GET /api/catalog/events/{slug}`, whose module and schemas load only then. The route keeps the
 * answer for a while (its `staleTime`), so moving between the event's tabs reads it once.
 */
export function loadEvent(http: HttpClient, slug: string): Promise<EventDetailResponse> {
  return loadPageData(hasData, async () => (await import('./events.api')).fetchEvent(http, slug));
}

/** A reader's public page the same way (`GET /api/catalog/readers/{slug}` after a first visit). */
export function loadReader(http: HttpClient, slug: string): Promise<ReaderProfileResponse> {
  return loadPageData(hasData, async () => (await import('./events.api')).fetchReader(http, slug));
}
