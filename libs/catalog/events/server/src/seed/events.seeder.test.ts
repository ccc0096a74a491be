import { TEST_NOW } from '@folio/catalog-kit-server/testing';
import { runSeeders, type Database } from '@folio/db';
import { createTestDatabase } from '@folio/db/testing';
import { generatePeople } from '@folio/people-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogSeeders as catalogSeeders } from '../testing/events-test-app.js';
import { generateEventsWorld } from './generate-events-world.js';

/** The demo people and events for a seed and a moment, as the seeders write them. */
function generateWorld({ seed, now }: { seed: number; now: Date }) {
  const people = generatePeople({ seed, now });
  return { ...people, ...generateEventsWorld({ seed, now, people }) };
}

const TABLES = [
  'categories',
  'collections',
  'authors',
  'books',
  'vendors',
  'readers',
  'venues',
  'events',
  'event_authors',
  'event_vendors',
  'event_readers',
  'event_collections',
];

/** Every catalog row, in a stable order, as JSON text. */
async function dump(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`select to_jsonb(t) as row from ${table} t order by to_jsonb(t)::text`));
    out[table] = JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  }
  return out;
}

describe('catalog demo data', () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    close = database.destroy;
    await runSeeders(db, catalogSeeders, { now: TEST_NOW });
  }, 60_000);
  afterAll(() => close());

  it('writes identical rows for the same seed on another database, and different ones for another seed', async () => {
    const again = await createTestDatabase();
    try {
      // A later hour of the same day: dates are relative to the day, so nothing changes.
      await runSeeders(again.db, catalogSeeders, { now: new Date(TEST_NOW.getTime() + 5 * 3_600_000) });
      expect(await dump(again.db)).toEqual(await dump(db));
    } finally {
      await again.destroy();
    }
    const other = generateWorld({ seed: 7, now: TEST_NOW });
    const same = generateWorld({ seed: 20_261_121, now: TEST_NOW });
    expect(other.authors.map((a) => a.name)).not.toEqual(same.authors.map((a) => a.name));
    expect(generateWorld({ seed: 7, now: TEST_NOW })).toEqual(other);
  }, 60_000);

  it('runs once: a second start leaves the data as it was', async () => {
    const before = await dump(db);
    expect(await runSeeders(db, catalogSeeders, { now: TEST_NOW })).toEqual([]);
    expect(await dump(db)).toEqual(before);
  });

  it('builds the world the issue describes', async () => {
    const world = generateWorld({ seed: 20_261_121, now: TEST_NOW });
    expect(world.authors).toHaveLength(40);
    expect(world.vendors).toHaveLength(10);
    expect(world.readers).toHaveLength(12);
    expect(world.events).toHaveLength(30);
    expect(world.events.filter((e) => e.venueId === null)).toHaveLength(4);
    expect(world.categories.map((c) => c.slug)).toEqual(['signing', 'festival', 'virtual', 'launch', 'convention']);
    expect(world.collections.map((c) => c.slug)).toEqual(['besties', 'insider', 'inkfluence', 'wickedly', 'romantasy']);
    expect(new Set(world.vendors.map((v) => v.kind))).toEqual(new Set(['bookshop', 'publisher']));
    for (const author of world.authors) {
      expect(author.bio.length).toBeGreaterThan(40);
      expect(world.books.filter((b) => b.authorId === author.id).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('spreads events from 120 days ago to 180 ahead across cities, countries and timezones', () => {
    const world = generateWorld({ seed: 20_261_121, now: TEST_NOW });
    const day = 86_400_000;
    const offsets = world.events.map((e) => (e.startsAt.getTime() - TEST_NOW.getTime()) / day);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(-121);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(181);
    expect(offsets.filter((o) => o < 0)).toHaveLength(10);
    const venues = new Map(world.venues.map((v) => [v.id, v]));
    const inPerson = world.events.filter((e) => e.venueId);
    expect(new Set(inPerson.map((e) => venues.get(e.venueId!)!.city)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(inPerson.map((e) => venues.get(e.venueId!)!.countryCode))).toEqual(
      new Set(['GB', 'US', 'CA', 'AU', 'IE', 'NL', 'DE']),
    );
    const currencyOf: Record<string, string> = {
      GB: 'GBP',
      US: 'USD',
      CA: 'CAD',
      AU: 'AUD',
      IE: 'EUR',
      NL: 'EUR',
      DE: 'EUR',
    };
    for (const event of inPerson) {
      const venue = venues.get(event.venueId!)!;
      expect(event.timezone).toBe(venue.timezone);
      expect(event.currency).toBe(currencyOf[venue.countryCode]);
    }
    expect(new Set(world.events.map((e) => e.timezone)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives every event 3 to 12 authors', () => {
    const world = generateWorld({ seed: 20_261_121, now: TEST_NOW });
    for (const event of world.events) {
      const attending = world.eventAuthors.filter((ea) => ea.eventId === event.id).map((ea) => ea.authorId);
      expect(attending.length).toBeGreaterThanOrEqual(3);
      expect(attending.length).toBeLessThanOrEqual(12);
    }
  });

  it("writes no stores: order forms are commerce's demo data", async () => {
    const forms = await db.execute(sql`select count(*)::int as n from order_forms`);
    expect((forms as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  });
});
