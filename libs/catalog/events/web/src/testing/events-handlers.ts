import { eventPaths, type EventDetail } from '@folio/events-contract';
import { api } from '@folio/testing';
import { HttpResponse } from 'msw';

/** What a handler's answer sees of the request: its query string. */
export interface AskedWith {
  searchParams: Record<string, string>;
}

/** A body as the API sends it (`{ data }`, or `aPage([...])`), or an msw answer such as `apiError(…)`. */
type Answer = (asked: AskedWith) => unknown;

/** `GET path` of the events API (see `eventPaths`) answered by `answer`. */
export function eventsApiGet(path: string, answer: Answer) {
  return api.get(path, async ({ request }) => {
    const body = await answer({ searchParams: Object.fromEntries(new URL(request.url).searchParams) });
    return body instanceof Response ? body : HttpResponse.json(body as never);
  });
}

/** `GET` one event's page data at its slug. */
export function eventHandler(event: EventDetail) {
  return eventsApiGet(eventPaths.event(event.slug), () => ({ data: event }));
}

/** `GET` the events list: `answer` gets the query (page, filters) and returns a page. */
export function eventsHandler(answer: Answer) {
  return eventsApiGet(eventPaths.events(), answer);
}
