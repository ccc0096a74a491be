import { randomBytes } from 'node:crypto';
import { demoAccountsSeeder, demoSellerLinkSeeder } from '@folio/auth-server';
import { cartSeeder } from '@folio/cart-server';
import { contentSeeder, homePageSeeder, type RelatedSlugs } from '@folio/content-server';
import type { Seeder, SeedContext } from '@folio/db';
import { eventsSeeder, generateEventsWorld } from '@folio/events-server';
import { authorWithMostForms, orderFormsSeeder, type DemoStoresWorld } from '@folio/order-forms-server';
import { giveawaysSeeder } from '@folio/giveaways-server';
import { generatePeople, peopleSeeder } from '@folio/people-server';

/** The seeder that creates the demo accounts; its password is announced once, when it runs. */
export const DEMO_ACCOUNTS_SEEDER = 'accounts-demo';

/**
 * Demo data (SEED=demo), in the order it must run. Each domain contributes its seeder here; each
 * runs once, on the first start of a database, from the fixed seed so every fresh database is the
 * same, except the demo accounts' password, which is the caller's. The events seeder gets the demo
 * people as plain data (the same generator the people seeder wrote them from), so it can pick who
 * attends what without reading people's tables; commerce's order forms seeder gets the events, the
 * sellers and their books the same way (`demoStoresWorld`), so commerce never reads the catalog.
 */
export function demoSeeders({ password }: { password: string }): readonly Seeder[] {
  return [
    demoAccountsSeeder(password),
    ...demoCatalogAndStoresSeeders,
    demoSellerLinkSeeder(demoAuthorWithMostForms),
    ...siteSeeders,
  ];
}

/**
 * The catalog author author@folio.test manages (its sales funnel): the demo author with the most
 * order forms, the smallest id among equals, read once the forms are seeded. Deterministic for a
 * seed and a day, like the forms.
 */
export function demoAuthorWithMostForms({ db }: Pick<SeedContext, 'db'>): Promise<string | null> {
  return authorWithMostForms(db);
}

/**
 * The site's own copy (content pages, blog posts, partners): product content, not demo data, so
 * every database gets it on first start, with or without SEED=demo (it runs once; after that the
 * rows are edited in the database). Its posts point at pages of the demo catalog; on a database
 * without the demo world those links are simply not shown.
 */
export const siteSeeders: readonly Seeder[] = [contentSeeder(demoRelatedSlugs), homePageSeeder()];

/** The demo catalog pages the seeded blog posts point at: authors and events of the demo world. */
function demoRelatedSlugs(context: SeedContext): RelatedSlugs {
  const world = demoStoresWorld(context);
  return { authors: world.authors.map((author) => author.slug), events: world.events.map((event) => event.slug) };
}

/** The catalog's and commerce's demo seeders, in order (the demo accounts apart). */
export const demoCatalogAndStoresSeeders: readonly Seeder[] = [
  peopleSeeder,
  eventsSeeder(generatePeople),
  orderFormsSeeder(demoStoresWorld),
  cartSeeder,
  // Giveaways get the demo authors as plain data too (the first ones are the featured authors).
  giveawaysSeeder((context) => generatePeople(context).authors),
];

/** The catalog's demo world as the plain data commerce's order forms seeder takes. */
export function demoStoresWorld({ seed, now }: Pick<SeedContext, 'seed' | 'now'>): DemoStoresWorld {
  const people = generatePeople({ seed, now });
  const world = generateEventsWorld({ seed, now, people });
  return {
    events: world.events.map((event) => ({
      id: event.id,
      slug: event.slug,
      title: event.title,
      currency: event.currency,
      startsAt: event.startsAt,
      inPerson: Boolean(event.venueId),
      authorIds: world.eventAuthors.filter((row) => row.eventId === event.id).map((row) => row.authorId),
      vendorIds: world.eventVendors.filter((row) => row.eventId === event.id).map((row) => row.vendorId),
    })),
    authors: people.authors.map(({ id, slug, name, countryCode }) => ({
      id,
      slug,
      name,
      countryCode: countryCode ?? null,
    })),
    vendors: people.vendors.map(({ id, slug, name, countryCode }) => ({ id, slug, name, countryCode })),
    books: people.books.map(({ id, authorId, title, format }) => ({ id, authorId, title, format })),
  };
}

/** A password nobody can guess, for demo accounts on a server that was given no DEMO_PASSWORD. */
export function randomDemoPassword(): string {
  return `demo-${randomBytes(15).toString('base64url')}`;
}
