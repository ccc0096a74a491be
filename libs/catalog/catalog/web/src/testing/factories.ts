import type {
  AuthorProfile,
  AuthorSummary,
  Book,
  Category,
  Collection,
  EventDetail,
  EventSummary,
  OrderFormSummary,
  ReaderProfile,
  ReaderSummary,
  SearchResults,
  VendorProfile,
  VendorSummary,
} from '@folio/catalog-contract';
import type { PaginationMeta } from '@folio/http-contract';

/*
 * Example catalog answers, shaped exactly as the contract's schemas say (the fake http client
 * parses every answer with the schema the code asks for, as the real one does). Each call gives
 * fresh ids and slugs unless overridden.
 */

let sequence = 0;
const next = () => ++sequence;

/** A valid, unique UUID. */
export function exampleId(): string {
  return `00000000-0000-4000-8000-${String(next()).padStart(12, '0')}`;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function anAuthor(overrides: Partial<AuthorSummary> = {}): AuthorSummary {
  const id = overrides.id ?? exampleId();
  const name = overrides.name ?? `Ava Thornfield ${next()}`;
  return {
    id,
    slug: slugOf(name),
    name,
    avatar_url: `/api/catalog/avatars/${id}.svg`,
    tagline: 'Author of The Ember Crown',
    genres: ['romantasy', 'fantasy'],
    upcoming_events_count: 2,
    ...overrides,
  };
}

export function aBook(overrides: Partial<Book> = {}): Book {
  const id = overrides.id ?? exampleId();
  return {
    id,
    title: `The Ember Crown ${next()}`,
    author: { id: exampleId(), slug: 'ava-thornfield', name: 'Ava Thornfield' },
    cover_url: `/api/catalog/covers/books/${id}.svg`,
    format: 'hardcover',
    edition: null,
    series: null,
    published_year: 2025,
    genres: ['romantasy'],
    ...overrides,
  };
}

export function anAuthorProfile(overrides: Partial<AuthorProfile> = {}): AuthorProfile {
  const summary = anAuthor(overrides);
  return {
    ...summary,
    bio: `${summary.name} writes romantasy about fae courts and dangerous bargains.`,
    about: `${summary.name} writes romantasy about fae courts and dangerous bargains.\n\nWhen not writing, they bake elaborate cakes.`,
    city: 'Sydney',
    country_code: 'AU',
    website_url: 'https://author.example/',
    social_links: [{ kind: 'instagram', url: 'https://instagram.example/author' }],
    books: [aBook({ author: { id: summary.id, slug: summary.slug, name: summary.name } })],
    past_events_count: 5,
    open_order_forms_count: 2,
    ...overrides,
  };
}

export function aVendor(overrides: Partial<VendorSummary> = {}): VendorSummary {
  const id = overrides.id ?? exampleId();
  const name = overrides.name ?? `Fable & Foil ${next()}`;
  return {
    id,
    slug: slugOf(name),
    name,
    kind: 'publisher',
    logo_url: `/api/catalog/avatars/${id}.svg`,
    tagline: 'Special-edition publisher of sprayed edges and foiled cases',
    city: 'Chicago',
    country_code: 'US',
    upcoming_events_count: 5,
    ...overrides,
  };
}

export function aVendorProfile(overrides: Partial<VendorProfile> = {}): VendorProfile {
  const summary = aVendor(overrides);
  return {
    ...summary,
    bio: `${summary.name} brings collector editions to signings.`,
    about: `${summary.name} brings collector editions to signings.\n\nEvery book is packed by hand.`,
    website_url: 'https://vendor.example/',
    social_links: [],
    past_events_count: 3,
    open_order_forms_count: 1,
    ...overrides,
  };
}

export function aReader(overrides: Partial<ReaderSummary> = {}): ReaderSummary {
  const id = overrides.id ?? exampleId();
  const n = next();
  return {
    id,
    slug: `reader-${n}`,
    name: `Hamish E. ${n}`,
    avatar_url: `/api/catalog/avatars/${id}.svg`,
    favourite_genres: ['romance', 'horror'],
    ...overrides,
  };
}

export function anEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  const id = overrides.id ?? exampleId();
  const title = overrides.title ?? `Chicago Signing Social ${next()}`;
  return {
    id,
    slug: slugOf(title),
    title,
    starts_at: '2026-12-06T13:00:00-06:00',
    ends_at: '2026-12-06T17:00:00-06:00',
    timezone: 'America/Chicago',
    status: 'upcoming',
    is_virtual: false,
    venue: {
      name: 'Lakeshore Literary Center',
      address: '401 N Wabash Avenue, Chicago, IL 60611',
      city: 'Chicago',
      region: 'IL',
      country_code: 'US',
    },
    virtual: null,
    category: { slug: 'signing', name: 'Signing' },
    cover_url: `/api/catalog/covers/events/${id}.svg`,
    currency: 'USD',
    authors_count: 7,
    featured_authors: [
      { id: exampleId(), slug: 'jessica-walter', name: 'Jessica Walter' },
      { id: exampleId(), slug: 'isabella-edwards', name: 'Isabella Edwards' },
      { id: exampleId(), slug: 'ruby-hudson', name: 'Ruby Hudson' },
    ],
    readers_attending_count: 3,
    ...overrides,
  };
}

export function aVirtualEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  return anEvent({
    title: `Live from the Writing Desk ${next()}`,
    is_virtual: true,
    venue: null,
    virtual: { platform: 'Zoom', url: null },
    category: { slug: 'virtual', name: 'Virtual' },
    timezone: 'Europe/London',
    starts_at: '2027-02-09T20:00:00+00:00',
    ends_at: '2027-02-09T21:30:00+00:00',
    ...overrides,
  });
}

export function anOrderForm(overrides: Partial<OrderFormSummary> = {}): OrderFormSummary {
  const id = overrides.id ?? exampleId();
  const sellerId = exampleId();
  return {
    id,
    uid: `isabella-edwards-${next()}`,
    title: 'Isabella Edwards at Chicago Signing Social',
    seller: { id: sellerId, kind: 'author', slug: 'isabella-edwards', name: 'Isabella Edwards' },
    event_id: null,
    event: null,
    currency: 'USD',
    close_date: '2026-11-24',
    closed: false,
    deposit_available: false,
    deposit_percent: null,
    min_deposit_total_minor: null,
    product_count: 5,
    price_min_minor: 1800,
    price_max_minor: 10550,
    ...overrides,
  };
}

export function anEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  const summary = anEvent(overrides);
  const eventRef = { id: summary.id, slug: summary.slug, title: summary.title };
  return {
    ...summary,
    description: `Join the authors in Chicago for an afternoon of signed books.\n\nDoors open at 13:00 local time.`,
    collections: [{ slug: 'romantasy', title: 'Romantasy' }],
    authors: [anAuthor({ name: 'Jessica Walter' }), anAuthor({ name: 'Isabella Edwards' })],
    vendors: [aVendor({ name: 'Fable & Foil' })],
    order_forms: [
      anOrderForm({
        title: `Fable & Foil at ${summary.title}`,
        seller: { id: exampleId(), kind: 'vendor', slug: 'fable-and-foil', name: 'Fable & Foil' },
        event_id: summary.id,
        event: eventRef,
        currency: 'GBP',
        deposit_available: true,
        deposit_percent: 25,
        min_deposit_total_minor: 7500,
        price_min_minor: 2750,
        price_max_minor: 5950,
      }),
      anOrderForm({ event_id: summary.id, event: eventRef }),
    ],
    ...overrides,
  };
}

export function aReaderProfile(overrides: Partial<ReaderProfile> = {}): ReaderProfile {
  const summary = aReader(overrides);
  return {
    ...summary,
    about: 'Reads on the train, annotates everything.',
    city: 'Leeds',
    country_code: 'GB',
    events_attending: [anEvent(), anEvent({ status: 'past', title: 'Last Year’s Signing' })],
    upcoming_events_count: 1,
    past_events_count: 1,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    kind: 'category',
    slug: 'signing',
    name: 'Signing',
    description: 'Meet authors at their tables and have your books signed.',
    upcoming_events_count: 8,
    ...overrides,
  };
}

export function aCollection(overrides: Partial<Collection> = {}): Collection {
  return {
    kind: 'collection',
    slug: 'besties',
    title: 'Besties',
    heading: 'Bring your book bestie',
    copy: 'Signings are better side by side.\n\nPick one and send the link to your reading buddy.',
    path: '/besties',
    upcoming_events_count: 5,
    ...overrides,
  };
}

/** A paginated answer `{data, meta}`; `meta` defaults to one page holding every item. */
export function aPage<T>(data: T[], meta: Partial<PaginationMeta> = {}): { data: T[]; meta: PaginationMeta } {
  const perPage = meta.per_page ?? Math.max(data.length, 12);
  const total = meta.total ?? data.length;
  return {
    data,
    meta: {
      current_page: 1,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      ...meta,
    },
  };
}

export function someSearchResults(overrides: Partial<SearchResults> = {}): SearchResults {
  return { query: 'walter', events: [], authors: [], vendors: [], books: [], fuzzy: false, ...overrides };
}
