import { exampleId, exampleSlugOf, nextExampleNumber } from '@folio/catalog-kit-contract/testing';
import { anAuthor, aVendor, aReader } from '@folio/people-contract/testing';
import type { Category, Collection, EventDetail, EventSummary, OrderFormSummary, ReaderProfile } from '../index.js';

/** Example events answers, shaped as the contract says; fresh ids and slugs unless overridden. */

export function anEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  const id = overrides.id ?? exampleId();
  const title = overrides.title ?? `Chicago Signing Social ${nextExampleNumber()}`;
  return {
    id,
    slug: exampleSlugOf(title),
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
    title: `Live from the Writing Desk ${nextExampleNumber()}`,
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
    uid: `of${String(nextExampleNumber()).padStart(10, '0')}`,
    slug: `isabella-edwards-${nextExampleNumber()}`,
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
