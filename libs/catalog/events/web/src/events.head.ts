import { pageHead } from '@folio/catalog-kit';
import {
  collectionPageHead,
  eventPageHead,
  listingPageHead,
  readerPageHead,
  type EventDetail,
  type Listing,
  type ReaderProfile,
} from '@folio/events-contract';
import type { EventsSearch } from './events-search';

/** Title and share metadata of /events. */
export function eventsHead(search: EventsSearch) {
  const past = search.when === 'past';
  return pageHead({
    title: past ? 'Past events' : 'Upcoming events',
    description: past
      ? 'Signings, launches and festivals that have already happened on Folio.'
      : 'Book signings, launches, festivals and virtual signings: preorder signed books from the authors attending.',
  });
}

export const virtualSigningsHead = () =>
  pageHead({
    title: 'Virtual signings',
    description:
      'Watch authors sign live from wherever you are: ask questions in the chat and get your personalised, signed books by post.',
  });

/** Title and share metadata of a themed page, from its collection. */
export function collectionHead(collection: { title: string; heading: string; copy: string } | undefined) {
  if (!collection) return pageHead({ title: 'Events', description: 'Events on Folio.' });
  return pageHead(collectionPageHead(collection));
}

/** Title and share metadata of `/c/{slug}/events`. */
export function listingHead(listing: Listing | undefined) {
  if (!listing) return pageHead({ title: 'Events', description: 'Events on Folio.' });
  return pageHead(listingPageHead(listing));
}

/** Title and share metadata of an event's pages; `view` names the child (Store, Attending). */
export function eventHead(event: EventDetail | undefined, view?: string) {
  if (!event) return pageHead({ title: 'Event', description: 'A book-signing event on Folio.' });
  return pageHead(eventPageHead(event, view));
}

/** A reader's public page (the events they attend). */
export function readerHead(reader: ReaderProfile | undefined) {
  if (!reader) return pageHead({ title: 'Reader', description: 'A reader on Folio.' });
  return pageHead(readerPageHead(reader));
}
