import type { EventDetailResponse, ReaderProfileResponse } from '@folio/events-contract';
import type { HttpClient } from '@folio/http';
import { hasData, loadPageData } from '@folio/http/router';
import type { QueryClient } from '@tanstack/react-query';
import { collectionHead, listingHead, virtualSigningsHead } from './events.head';
import { collectionEventsParams, listingEventsParams, virtualSigningsParams } from './events.params';
import type { ListingSearch } from './events-search';
import { prefetchListingEvents } from './listing-pages';

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

/** Where a listing page's loader reads: the http client, and the query client once it is here. */
export interface ListingLoadContext {
  http: HttpClient;
  queryClient?: QueryClient;
}

/**
 * A themed page's loader (`/besties`, …): its collection (the HTML's page data on a first visit,
 * else the query client's cache or the API) and, once the query client is here, its events, read
 * before the page shows. On a first visit the events load with the page, behind placeholder cards.
 */
export async function loadCollectionPage(
  { http, queryClient }: ListingLoadContext,
  slug: string,
  search: ListingSearch,
) {
  const [{ data }] = await Promise.all([
    loadPageData(hasData, async () =>
      queryClient
        ? queryClient.ensureQueryData((await import('./taxonomy.queries')).collectionQueryOptions(http, slug))
        : (await import('./taxonomy.api')).fetchCollection(http, slug),
    ),
    queryClient ? prefetchListingEvents(queryClient, http, collectionEventsParams(slug, search)) : undefined,
  ]);
  return { collection: data, head: collectionHead(data) };
}

/** `/c/{slug}/events`'s loader the same way: the listing says which events, so it comes first. */
export async function loadListingPage({ http, queryClient }: ListingLoadContext, slug: string, search: ListingSearch) {
  const { data } = await loadPageData(hasData, async () =>
    queryClient
      ? queryClient.ensureQueryData((await import('./taxonomy.queries')).listingQueryOptions(http, slug))
      : (await import('./taxonomy.api')).fetchListing(http, slug),
  );
  if (queryClient) await prefetchListingEvents(queryClient, http, listingEventsParams(data, search));
  return { listing: data, head: listingHead(data) };
}

/** `/virtual-signings`' loader: its events once the query client is here (its heading needs no data). */
export async function loadVirtualSigningsPage({ http, queryClient }: ListingLoadContext, search: ListingSearch) {
  if (queryClient) await prefetchListingEvents(queryClient, http, virtualSigningsParams(search));
  return { head: virtualSigningsHead() };
}
