import { utcDate } from '@folio/catalog-kit-server';
import { createCatalogTestApp, TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { runSeeders, type Database } from '@folio/db';
import { generatePeople, peopleReads, peopleRoutes, peopleSeeder, type PeopleDeps } from '@folio/people-server';
import { eq } from 'drizzle-orm';
import { eventAuthors, events, eventVendors } from '../event.table.js';
import { eventsRoutes } from '../events.routes.js';
import { peopleEventsPort } from '../people-events.port.js';
import { eventsSeeder } from '../seed/events.seeder.js';
import { eventFixtures } from './event-fixtures.js';
import { testStoresPort } from './test-stores.js';

const DAY = 86_400_000;

/**
 * The people deps wired with this domain's attendance port, as the API shell wires them; stores
 * are the stand-in port over the stores tests open (`eventFixtures(db).authorStore`).
 */
export function wiredPeopleDeps({ db, now }: { db: Database; now: () => Date }): PeopleDeps {
  return { db, now, events: peopleEventsPort, stores: testStoresPort(db) };
}

/** The people and events sub-apps, composed as the API shell composes them (stores stood in). */
export function peopleAndEventsRoutes({ db, now }: { db: Database; now: () => Date }) {
  const people = wiredPeopleDeps({ db, now });
  return [peopleRoutes(people), eventsRoutes({ db, now, people: peopleReads(people), stores: testStoresPort(db) })];
}

/** The catalog's demo seeders in the shell's order, people's data passed to the events seeder. */
export const demoCatalogSeeders = [peopleSeeder, eventsSeeder(generatePeople)];

/** The people and events sub-apps behind the shell's middleware over a fresh test database. */
export function createEventsTestApp(options: { now?: Date; url?: string } = {}): Promise<CatalogTestApp> {
  return createCatalogTestApp({ ...options, routes: peopleAndEventsRoutes });
}

/**
 * The same over the demo world, seeded at TEST_NOW, where every attending author and vendor has a
 * store for the event in its currency, closing a week before it starts (stood-in stores: commerce's demo
 * forms are tested where they are wired).
 */
export async function createSeededEventsApp(): Promise<CatalogTestApp> {
  const t = await createEventsTestApp();
  const { db } = t.database;
  await runSeeders(db, demoCatalogSeeders, { now: TEST_NOW });
  const event = {
    eventId: events.id,
    slug: events.slug,
    title: events.title,
    currency: events.currency,
    startsAt: events.startsAt,
  };
  const authors = await db
    .select({ ...event, authorId: eventAuthors.authorId })
    .from(eventAuthors)
    .innerJoin(events, eq(events.id, eventAuthors.eventId));
  const vendors = await db
    .select({ ...event, vendorId: eventVendors.vendorId })
    .from(eventVendors)
    .innerJoin(events, eq(events.id, eventVendors.eventId));
  const make = eventFixtures(db);
  const storeFor = (row: (typeof authors)[number], i: number) => ({
    eventId: row.eventId,
    title: `Signed books at ${row.title} (${i})`,
    currency: row.currency,
    closeDate: utcDate(new Date(row.startsAt.getTime() - 7 * DAY)),
  });
  for (const [i, row] of authors.entries()) await make.authorStore(`${row.slug}-a${i}`, row.authorId, storeFor(row, i));
  for (const [i, row] of vendors.entries())
    await make.vendorStore(`${row.slug}-v${i}`, row.vendorId, storeFor({ ...row, authorId: row.vendorId }, i));
  return t;
}
