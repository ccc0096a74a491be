import { choiceParam, flagParam, pageParam, slugParam, textParam } from '@folio/catalog-kit';
import * as v from 'valibot';

/** The address of /events: which events (`when`), the filters and the page. */
export const EventsSearch = v.object({
  when: choiceParam(['upcoming', 'past']),
  category: slugParam,
  collection: slugParam,
  city: textParam,
  virtual: flagParam,
  page: pageParam,
});
export type EventsSearch = v.InferOutput<typeof EventsSearch>;

/** The address of a single page of a listing (themed pages, virtual signings, /c/{slug}/events). */
export const ListingSearch = v.object({ page: pageParam });
export type ListingSearch = v.InferOutput<typeof ListingSearch>;
