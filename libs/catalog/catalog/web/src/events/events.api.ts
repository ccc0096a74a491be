import {
  catalogPaths,
  EventDetailResponse,
  EventList,
  ReaderList,
  type EventListQuery,
  type ReaderListQuery,
} from '@folio/catalog-contract';
import type { CallOptions, CatalogHttp } from '../shared/catalog-http';

/** The filters and page of `GET /api/catalog/events`; absent ones take the API's defaults. */
export type EventListParams = Partial<EventListQuery>;
/** The page of `GET /api/catalog/events/{slug}/readers`. */
export type ReaderListParams = Partial<Omit<ReaderListQuery, 'event'>>;

export function fetchEvents(
  http: CatalogHttp,
  params: EventListParams = {},
  call: CallOptions = {},
): Promise<EventList> {
  return http.get(catalogPaths.events(), { ...call, schema: EventList, searchParams: params });
}

export function fetchEvent(http: CatalogHttp, slug: string, call: CallOptions = {}): Promise<EventDetailResponse> {
  return http.get(catalogPaths.event(slug), { ...call, schema: EventDetailResponse });
}

export function fetchEventReaders(
  http: CatalogHttp,
  slug: string,
  params: ReaderListParams = {},
  call: CallOptions = {},
): Promise<ReaderList> {
  return http.get(catalogPaths.eventReaders(slug), { ...call, schema: ReaderList, searchParams: params });
}
