import type { HttpClient } from '@folio/http';
import type { CallOptions } from '@folio/catalog-kit';
import {
  EventDetailResponse,
  EventList,
  type EventListQuery,
  eventPaths,
  ReaderProfileResponse,
} from '@folio/events-contract';
import { ReaderList, type ReaderListQuery } from '@folio/people-contract';

/** The filters and page of `GET /api/catalog/events`; absent ones take the API's defaults. */
export type EventListParams = Partial<EventListQuery>;
/** The page of `GET /api/catalog/events/{slug}/readers`. */
export type ReaderListParams = Partial<Omit<ReaderListQuery, 'event'>>;

export function fetchEvents(
  http: HttpClient,
  params: EventListParams = {},
  call: CallOptions = {},
): Promise<EventList> {
  return http.get(eventPaths.events(), { ...call, schema: EventList, searchParams: params });
}

export function fetchEvent(http: HttpClient, slug: string, call: CallOptions = {}): Promise<EventDetailResponse> {
  return http.get(eventPaths.event(slug), { ...call, schema: EventDetailResponse });
}

export function fetchEventReaders(
  http: HttpClient,
  slug: string,
  params: ReaderListParams = {},
  call: CallOptions = {},
): Promise<ReaderList> {
  return http.get(eventPaths.eventReaders(slug), { ...call, schema: ReaderList, searchParams: params });
}

export function fetchReader(http: HttpClient, slug: string, call: CallOptions = {}): Promise<ReaderProfileResponse> {
  return http.get(eventPaths.reader(slug), { ...call, schema: ReaderProfileResponse });
}
