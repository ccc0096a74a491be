import type { EventDetail } from '@folio/events-contract';
import type { HttpClient } from '@folio/http';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EventAttendingSkeleton } from './event-skeletons';
import type { ListingSearch } from './events-search';

const load = () => import('./event-attending');
const EventAttending = lazy(() => load().then((module) => ({ default: module.EventAttending })));

/**
 * The attending view drawn at once as its skeleton under the event's header; the list itself
 * (`event-attending.tsx`) loads with the query and http clients and reads its page of readers.
 */
export function LazyEventAttending({ event, search }: { event: EventDetail; search: ListingSearch }) {
  return (
    <Suspense fallback={<EventAttendingSkeleton />}>
      <EventAttending event={event} search={search} />
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the readers, read before the view shows. */
export async function prefetchEventAttending(
  queryClient: QueryClient,
  http: HttpClient,
  slug: string,
  search: ListingSearch,
): Promise<void> {
  await (await load()).ensureEventAttendingData(queryClient, http, slug, search);
}
