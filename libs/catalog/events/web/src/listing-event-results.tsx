import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { EventListParams } from './events.api';
import { eventListQueryOptions } from './events.queries';
import { EventResults, type EventResultsProps } from './event-results';

export type ListingEventResultsProps = Omit<EventResultsProps, 'list'> & { params: EventListParams };

/**
 * A listing page's events (a themed page, `/c/{slug}/events`, virtual signings), read through the
 * query client, which it waits for: the page's heading and copy draw without it.
 */
export function ListingEventResults({ params, ...results }: ListingEventResultsProps) {
  useQueryClientReady();
  const http = useHttp();
  const { data } = useSuspenseQuery(eventListQueryOptions(http, params));
  return <EventResults list={data} {...results} />;
}

/** For the route's loader once the query client is there: the events, read before the page shows. */
export async function ensureListingEvents(
  queryClient: QueryClient,
  http: HttpClient,
  params: EventListParams,
): Promise<void> {
  await queryClient.ensureQueryData(eventListQueryOptions(http, params));
}
