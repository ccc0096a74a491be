import type { HttpClient } from '@folio/http';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EventListingPageSkeleton } from './event-skeletons';
import type { EventsSearch } from './events-search';

const load = () => import('./events-page');
const EventsPage = lazy(() => load().then((module) => ({ default: module.EventsPage })));

/**
 * The page drawn at once as its skeleton, without the query and http clients; the page itself
 * (`events-page.tsx`) loads with them and reads its data.
 */
export function LazyEventsPage({ search }: { search: EventsSearch }) {
  return (
    <Suspense fallback={<EventListingPageSkeleton label="Loading events" />}>
      <EventsPage search={search} />
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the page's data, read before it shows. */
export async function prefetchEventsPage(queryClient: QueryClient, http: HttpClient, search: EventsSearch): Promise<void> {
  await (await load()).ensureEventsPageData(queryClient, http, search);
}
