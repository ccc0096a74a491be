import { base, en, en_AU, Faker } from '@faker-js/faker';
import type { Genre } from '@folio/people-contract';
import type { DemoPeople } from '@folio/people-server';
import type { eventCollections, eventReaders } from '../event.table.js';
import type { categories, collections } from '../taxonomy.table.js';
import { generateEvents, type GeneratedEvent } from './generate-events.js';
import { CATEGORIES, COLLECTIONS, type CategorySlug } from './events-world-data.js';

type AuthorInsert = DemoPeople['authors'][number];
type ReaderInsert = DemoPeople['readers'][number];
const DAY = 86_400_000;

/** Which themed collections an event belongs in, from what it is and who is coming. */
function collectionsFor(event: GeneratedEvent, authorsById: Map<string, AuthorInsert>): string[] {
  const genres = event.authorIds.flatMap((id) => authorsById.get(id)!.genres);
  const count = (g: Genre) => genres.filter((x) => x === g).length;
  const picks: string[] = [];
  if (count('romantasy') >= 2) picks.push('romantasy');
  if (count('thriller') + count('horror') + count('mystery') >= 2) picks.push('wickedly');
  if (event.category === 'festival' || event.category === 'convention') picks.push('besties');
  if (event.category === 'launch' || (event.category === 'signing' && event.authorIds.length <= 6))
    picks.push('insider');
  if (event.category === 'virtual' || count('young-adult') >= 2) picks.push('inkfluence');
  return picks;
}

/** Every collection gets at least three upcoming events, taken from those in the fewest collections. */
function topUpCollections(events: GeneratedEvent[], membership: Map<string, string[]>, now: Date) {
  const upcoming = events.filter((e) => e.row.endsAt.getTime() >= now.getTime());
  for (const { slug } of COLLECTIONS) {
    const have = upcoming.filter((e) => membership.get(e.row.id)!.includes(slug)).length;
    const spare = upcoming
      .filter((e) => !membership.get(e.row.id)!.includes(slug))
      .sort(
        (a, b) =>
          membership.get(a.row.id)!.length - membership.get(b.row.id)!.length ||
          a.row.startsAt.getTime() - b.row.startsAt.getTime(),
      );
    for (const event of spare.slice(0, Math.max(0, 3 - have))) membership.get(event.row.id)!.push(slug);
  }
}

/** Readers attend two to seven events, mostly in their own country or online. */
function attendance(
  f: Faker,
  readers: ReaderInsert[],
  events: GeneratedEvent[],
  now: Date,
): Array<typeof eventReaders.$inferInsert> {
  return readers.flatMap((reader) => {
    const near = events.filter((e) => e.countryCode === reader.countryCode || e.countryCode === null);
    const far = events.filter((e) => !near.includes(e));
    const count = f.number.int({ min: 2, max: 7 });
    const picks = [...f.helpers.shuffle(near).slice(0, Math.ceil(count / 2)), ...f.helpers.shuffle(far)].slice(
      0,
      count,
    );
    return picks.map((event) => ({
      eventId: event.row.id,
      readerId: reader.id,
      createdAt: new Date(
        Math.min(now.getTime(), event.row.startsAt.getTime()) - f.number.int({ min: 1, max: 60 }) * DAY,
      ),
    }));
  });
}

/**
 * The demo events as rows, from a seed, a moment and the demo people (plain data the shell passes
 * from the people domain): the same inputs give the same rows. Dates are relative to the start of
 * `now`'s UTC day, so re-seeding later keeps the same shape.
 */
export function generateEventsWorld({ seed, now: moment, people }: { seed: number; now: Date; people: DemoPeople }) {
  // en_AU's name lists read most like real people of the English-language locales.
  const f = new Faker({ locale: [en_AU, en, base] });
  // Its own stream, apart from the people seeder's (which draws from `seed` alone).
  f.seed([seed, 1]);
  const now = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  const categoryRows: Array<typeof categories.$inferInsert & { id: string }> = CATEGORIES.map((c, position) => ({
    id: f.string.uuid(),
    ...c,
    position,
    createdAt: now,
  }));
  const collectionRows: Array<typeof collections.$inferInsert & { id: string }> = COLLECTIONS.map((c, position) => ({
    id: f.string.uuid(),
    ...c,
    position,
    createdAt: now,
  }));
  const { authors, books, vendors, readers } = people;
  const categoryIds = Object.fromEntries(categoryRows.map((c) => [c.slug, c.id])) as Record<CategorySlug, string>;
  const { venues, events, eventAuthors, eventVendors } = generateEvents(f, now, {
    authors,
    vendors,
    books,
    categoryIds,
  });
  const authorsById = new Map(authors.map((a) => [a.id, a]));
  const membership = new Map(events.map((e) => [e.row.id, collectionsFor(e, authorsById)]));
  topUpCollections(events, membership, moment);
  const collectionIds = new Map(collectionRows.map((c) => [c.slug, c.id]));
  const eventCollectionRows: Array<typeof eventCollections.$inferInsert> = events.flatMap((e) =>
    membership.get(e.row.id)!.map((slug) => ({ eventId: e.row.id, collectionId: collectionIds.get(slug)! })),
  );
  // After the events: it draws from the same stream. (Sellers' stores are commerce's demo data.)
  const attendees = attendance(f, readers, events, now);
  return {
    categories: categoryRows,
    collections: collectionRows,
    venues,
    events: events.map((e) => e.row),
    eventAuthors,
    eventVendors,
    eventReaders: attendees,
    eventCollections: eventCollectionRows,
  };
}

export type EventsWorld = ReturnType<typeof generateEventsWorld>;
