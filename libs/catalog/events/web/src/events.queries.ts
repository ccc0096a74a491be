import type { HttpClient } from '@folio/http';
import { queryOptions } from '@tanstack/react-query';
import { fetchEvent, fetchEventReaders, fetchEvents, type EventListParams, type ReaderListParams } from './events.api';

/** Query keys of the catalog's events; every read and cache update goes through these. */
export const eventKeys = {
  all: ['catalog', 'events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: EventListParams) => [...eventKeys.lists(), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (slug: string) => [...eventKeys.details(), slug] as const,
  readers: (slug: string, params: ReaderListParams) => [...eventKeys.detail(slug), 'readers', params] as const,
};

export function eventListQueryOptions(http: HttpClient, params: EventListParams) {
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => fetchEvents(http, params, { signal }),
  });
}

export function eventQueryOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) => fetchEvent(http, slug, { signal }),
  });
}

export function eventReadersQueryOptions(http: HttpClient, slug: string, params: ReaderListParams) {
  return queryOptions({
    queryKey: eventKeys.readers(slug, params),
    queryFn: ({ signal }) => fetchEventReaders(http, slug, params, { signal }),
  });
}
