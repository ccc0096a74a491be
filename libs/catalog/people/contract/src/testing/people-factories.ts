import { exampleId, exampleSlugOf, nextExampleNumber } from '@folio/catalog-kit-contract/testing';
import type { AuthorProfile, AuthorSummary, Book, ReaderSummary, VendorProfile, VendorSummary } from '../index.js';

/** Example people answers, shaped as the contract says; fresh ids and slugs unless overridden. */

export function anAuthor(overrides: Partial<AuthorSummary> = {}): AuthorSummary {
  const id = overrides.id ?? exampleId();
  const name = overrides.name ?? `Ava Thornfield ${nextExampleNumber()}`;
  return {
    id,
    slug: exampleSlugOf(name),
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
    title: `The Ember Crown ${nextExampleNumber()}`,
    author: { id: exampleId(), slug: 'ava-thornfield', name: 'Ava Thornfield' },
    cover_url: `/api/catalog/covers/books/${id}.svg`,
    format: 'hardcover',
    edition: null,
    series: null,
    published_year: 2025,
    genres: ['romantasy'],
    offer: { order_form_slug: 'ava-thornfield-shelfcon', price_minor: 2800, currency: 'USD' },
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
  const name = overrides.name ?? `Fable & Foil ${nextExampleNumber()}`;
  return {
    id,
    slug: exampleSlugOf(name),
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
  const n = nextExampleNumber();
  return {
    id,
    slug: `reader-${n}`,
    name: `Hamish E. ${n}`,
    avatar_url: `/api/catalog/avatars/${id}.svg`,
    favourite_genres: ['romance', 'horror'],
    ...overrides,
  };
}
