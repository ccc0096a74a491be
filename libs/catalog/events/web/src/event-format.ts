import type { EventSummary } from '@folio/events-contract';

/** "Lakeshore Literary Center, Chicago" or "Online · Zoom". */
export function eventPlace(event: Pick<EventSummary, 'venue' | 'virtual' | 'is_virtual'>): string {
  if (event.is_virtual || !event.venue) return event.virtual ? `Online · ${event.virtual.platform}` : 'Online';
  return `${event.venue.name}, ${event.venue.city}`;
}

/** "Chicago, IL, US" for the venue's town. */
export function venueTown(venue: NonNullable<EventSummary['venue']>): string {
  return [venue.city, venue.region, venue.country_code].filter(Boolean).join(', ');
}

/** "Jessica Walter, Isabella Edwards, Ruby Hudson and 4 more". */
export function authorLineup(event: Pick<EventSummary, 'featured_authors' | 'authors_count'>): string {
  const names = event.featured_authors.map((author) => author.name);
  const more = event.authors_count - names.length;
  if (names.length === 0) return '';
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
