import { createHash } from 'node:crypto';
import { base, en, en_AU, Faker } from '@faker-js/faker';
import { slugRegistry, utcDate } from '@folio/catalog-kit-server';
import type { Genre } from '@folio/people-contract';
import type { DemoPeople } from '@folio/people-server';
import type { eventCollections, eventReaders } from '../event.table.js';
import type { orderFormBooks, orderForms } from '@folio/order-forms-server';
import type { categories, collections } from '../taxonomy.table.js';
import { generateEvents, type GeneratedEvent } from './generate-events.js';
import { CATEGORIES, COLLECTIONS, type CategorySlug } from './events-world-data.js';

type AuthorInsert = DemoPeople['authors'][number];
type VendorInsert = DemoPeople['vendors'][number];
type ReaderInsert = DemoPeople['readers'][number];
type BookInsert = DemoPeople['books'][number];
const DAY = 86_400_000;

type OrderFormInsert = typeof orderForms.$inferInsert;
type OrderFormBookInsert = typeof orderFormBooks.$inferInsert;

/** What a signed copy costs, in minor units, by format. */
const BOOK_PRICES: Record<string, { min: number; max: number }> = {
  paperback: { min: 1600, max: 2600 },
  hardcover: { min: 2600, max: 4200 },
  'special-edition': { min: 4500, max: 9500 },
};

/** Which themed collections an event belongs in, from what it is and who is coming. */
function collectionsFor(event: GeneratedEvent, authorsById: Map<string, AuthorInsert>): string[] {
  const genres = event.authorIds.flatMap((id) => authorsById.get(id)!.genres);
  const count = (g: Genre) => genres.filter((x) => x === g).length;
  const picks: string[] = [];
  if (count('romantasy') >= 2) picks.push('romantasy');
  if (count('thriller') + count('horror') + count('mystery') >= 2) picks.push('wickedly');
  if (event.category === 'festival' || event.category === 'convention') picks.push('besties');
  if (event.category === 'launch' || (event.category === 'signing' && event.authorIds.length <= 6)) picks.push('insider');
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
      .sort((a, b) => membership.get(a.row.id)!.length - membership.get(b.row.id)!.length || a.row.startsAt.getTime() - b.row.startsAt.getTime());
    for (const event of spare.slice(0, Math.max(0, 3 - have))) membership.get(event.row.id)!.push(slug);
  }
}

/** A form's opaque public uid, derived from its id so the rest of the demo world stays as it was. */
const opaqueUid = (id: string): string => createHash('sha256').update(id).digest('base64url').slice(0, 12);

/** Most attending authors, and every attending vendor, open a store (order form) for the event. */
function orderFormsFor(f: Faker, events: GeneratedEvent[], sellers: { authors: AuthorInsert[]; vendors: VendorInsert[] }, now: Date): OrderFormInsert[] {
  const uid = slugRegistry();
  const byId = new Map<string, AuthorInsert | VendorInsert>([...sellers.authors, ...sellers.vendors].map((s) => [s.id, s]));
  const forms: OrderFormInsert[] = [];
  const form = (sellerId: string, isAuthor: boolean, currency: string, closeDate: string, event?: GeneratedEvent): OrderFormInsert => {
    const seller = byId.get(sellerId)!;
    const priceMin = f.number.int({ min: 24, max: 60 }) * 50;
    const deposit = f.datatype.boolean();
    const id = f.string.uuid();
    return {
      id,
      uid: opaqueUid(id),
      slug: uid(event ? `${seller.slug}-${event.row.slug}` : `${seller.slug}-direct`),
      title: event ? `${seller.name} at ${event.row.title}` : `${seller.name}: signed books by post`,
      authorId: isAuthor ? sellerId : null,
      vendorId: isAuthor ? null : sellerId,
      eventId: event?.row.id ?? null,
      currency,
      closeDate,
      closed: f.datatype.boolean({ probability: 0.05 }),
      depositPercent: deposit ? f.helpers.arrayElement([20, 25, 30, 50]) : null,
      minDepositTotalMinor: deposit ? f.helpers.arrayElement([3000, 5000, 7500]) : null,
      isPrivate: f.datatype.boolean({ probability: 0.05 }),
      instructions: event?.row.venueId
        ? `Collect your order at ${seller.name}'s table during ${event.row.title}. Bring your order number; one pickup code covers every author.`
        : 'Signed books are posted within two weeks of the signing, tracked and insured.',
      terms: 'Preorders are final once the form closes. Deposits are non-refundable; the balance is due before the close date. Books not collected at the event are posted at the buyer\u2019s cost within 30 days.',
      productCount: f.number.int({ min: 2, max: 8 }),
      priceMinMinor: priceMin,
      priceMaxMinor: priceMin + f.number.int({ min: 30, max: 180 }) * 50,
      createdAt: new Date(now.getTime() - f.number.int({ min: 1, max: 90 }) * DAY),
    };
  };
  for (const event of events) {
    const closeDate = utcDate(new Date(event.row.startsAt.getTime() - f.number.int({ min: 7, max: 21 }) * DAY));
    for (const authorId of event.authorIds) {
      if (f.datatype.boolean({ probability: 0.85 })) forms.push(form(authorId, true, event.row.currency, closeDate, event));
    }
    for (const vendorId of event.vendorIds) forms.push(form(vendorId, false, event.row.currency, closeDate, event));
  }
  for (const author of f.helpers.arrayElements(sellers.authors, 6)) {
    const currency = { GB: 'GBP', US: 'USD', CA: 'CAD', AU: 'AUD' }[author.countryCode ?? ''] ?? 'EUR';
    forms.push(form(author.id, true, currency, utcDate(new Date(now.getTime() + f.number.int({ min: 30, max: 120 }) * DAY))));
  }
  return forms;
}

/**
 * Each author's stores sell their books signed (the formats one can sign), each book at one price
 * for every store, and the stores' product count and price range take the books in. Drawn from
 * their own stream, so the rest of the demo world stays as it was.
 */
function bookOffersFor(seed: number, forms: OrderFormInsert[], books: readonly BookInsert[]): OrderFormBookInsert[] {
  const f = new Faker({ locale: [base] });
  f.seed([seed, 2]);
  const priced = books.flatMap((book) => {
    const range = BOOK_PRICES[book.format];
    return range ? [{ book, priceMinor: f.number.int({ min: range.min / 50, max: range.max / 50 }) * 50 }] : [];
  });
  const offers: OrderFormBookInsert[] = [];
  for (const form of forms) {
    const shelf = priced.filter(({ book }) => book.authorId === form.authorId);
    if (shelf.length === 0 || !form.id) continue;
    const orderFormId = form.id;
    const prices = shelf.map(({ priceMinor }) => priceMinor);
    offers.push(...shelf.map(({ book, priceMinor }) => ({ orderFormId, bookId: book.id, priceMinor })));
    form.productCount = Math.max(form.productCount ?? 0, shelf.length);
    form.priceMinMinor = Math.min(form.priceMinMinor ?? Infinity, ...prices);
    form.priceMaxMinor = Math.max(form.priceMaxMinor ?? 0, ...prices);
  }
  return offers;
}

/** Readers attend two to seven events, mostly in their own country or online. */
function attendance(f: Faker, readers: ReaderInsert[], events: GeneratedEvent[], now: Date): Array<typeof eventReaders.$inferInsert> {
  return readers.flatMap((reader) => {
    const near = events.filter((e) => e.countryCode === reader.countryCode || e.countryCode === null);
    const far = events.filter((e) => !near.includes(e));
    const count = f.number.int({ min: 2, max: 7 });
    const picks = [...f.helpers.shuffle(near).slice(0, Math.ceil(count / 2)), ...f.helpers.shuffle(far)].slice(0, count);
    return picks.map((event) => ({
      eventId: event.row.id,
      readerId: reader.id,
      createdAt: new Date(Math.min(now.getTime(), event.row.startsAt.getTime()) - f.number.int({ min: 1, max: 60 }) * DAY),
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
  const categoryRows: Array<typeof categories.$inferInsert & { id: string }> = CATEGORIES.map((c, position) => ({ id: f.string.uuid(), ...c, position, createdAt: now }));
  const collectionRows: Array<typeof collections.$inferInsert & { id: string }> = COLLECTIONS.map((c, position) => ({ id: f.string.uuid(), ...c, position, createdAt: now }));
  const { authors, books, vendors, readers } = people;
  const categoryIds = Object.fromEntries(categoryRows.map((c) => [c.slug, c.id])) as Record<CategorySlug, string>;
  const { venues, events, eventAuthors, eventVendors } = generateEvents(f, now, { authors, vendors, books, categoryIds });
  const authorsById = new Map(authors.map((a) => [a.id, a]));
  const membership = new Map(events.map((e) => [e.row.id, collectionsFor(e, authorsById)]));
  topUpCollections(events, membership, moment);
  const collectionIds = new Map(collectionRows.map((c) => [c.slug, c.id]));
  const eventCollectionRows: Array<typeof eventCollections.$inferInsert> = events.flatMap((e) =>
    membership.get(e.row.id)!.map((slug) => ({ eventId: e.row.id, collectionId: collectionIds.get(slug)! })),
  );
  // In this order: each draws from the same stream.
  const attendees = attendance(f, readers, events, now);
  const forms = orderFormsFor(f, events, { authors, vendors }, now);
  const formBooks = bookOffersFor(seed, forms, books);
  return {
    categories: categoryRows,
    collections: collectionRows,
    venues,
    events: events.map((e) => e.row),
    eventAuthors,
    eventVendors,
    eventReaders: attendees,
    eventCollections: eventCollectionRows,
    orderForms: forms,
    orderFormBooks: formBooks,
  };
}

export type EventsWorld = ReturnType<typeof generateEventsWorld>;
