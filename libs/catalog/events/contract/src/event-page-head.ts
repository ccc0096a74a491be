import { summarize, type PageHeadInput } from '@folio/http-contract';
import type { EventDetail } from './event-detail.schema.js';
import type { ReaderProfile } from './reader-profile.schema.js';
import type { Collection, Listing } from './taxonomy.schema.js';

/**
 * Title and share metadata of an event's pages; `view` names the child (Store, Attending). One
 * derivation for the web route's head and the API's link-preview HTML.
 */
export function eventPageHead(event: EventDetail, view?: string): PageHeadInput {
  // Kept small on purpose: heads run in the entry code every page loads.
  const day = new Date(event.starts_at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: event.timezone,
  });
  const where = event.venue ? `${event.venue.name}, ${event.venue.city}` : 'online';
  const authors = event.authors.map((author) => author.name);
  const lineup =
    authors.length > 3 ? `${authors.slice(0, 3).join(', ')} and ${authors.length - 3} more` : authors.join(', ');
  return {
    title: view ? `${view} · ${event.title}` : event.title,
    description: summarize(`${day}, ${where}.${lineup ? ` With ${lineup}.` : ''} ${event.description}`),
    image: event.cover_url,
  };
}

/** A reader's public page (the events they attend). */
export function readerPageHead(reader: ReaderProfile): PageHeadInput {
  return {
    title: reader.name,
    description: summarize(reader.about || `${reader.name} goes to book signings with Folio.`),
    image: reader.avatar_url,
    type: 'profile',
  };
}

/** A themed page (`/besties`, …), from its collection. */
export function collectionPageHead(collection: Pick<Collection, 'title' | 'heading' | 'copy'>): PageHeadInput {
  return { title: `${collection.title}: ${collection.heading}`, description: summarize(collection.copy) };
}

/** `/c/{slug}/events`, from the category or collection it lists. */
export function listingPageHead(listing: Listing): PageHeadInput {
  return listing.kind === 'category'
    ? { title: `${listing.name} events`, description: summarize(listing.description) }
    : collectionPageHead(listing);
}
