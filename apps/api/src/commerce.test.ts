import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { eventFixtures } from '@folio/events-server/testing';
import { OrderFormResponse, orderFormPaths } from '@folio/order-forms-contract';
import { orderFormFixtures } from '@folio/order-forms-server/testing';
import { peopleFixtures } from '@folio/people-server/testing';
import { createLogger, errorHandler, notFoundHandler, type BaseEnv } from '@folio/server-kit';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommerce, cachedCatalogRefs, catalogRefs } from './commerce.js';

let database: TestDatabase;
// One events maker per database: it creates the category its events share once.
let makeEvents: ReturnType<typeof eventFixtures>;
beforeAll(async () => {
  database = await createTestDatabase();
  makeEvents = eventFixtures(database.db);
}, 60_000);
afterAll(() => database.destroy());

describe('the catalog as commerce sees it (the shell’s CatalogRefsPort)', () => {
  it('names authors and vendors by id with their kind and slug, and leaves unknown ids out', async () => {
    const people = peopleFixtures(database.db);
    const author = await people.author('Maya Quill');
    const vendor = await people.vendor('Lantern Books');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const sellers = await catalogRefs(database.db).sellers([author, vendor, unknown]);
    expect(sellers.get(author)).toEqual({ id: author, kind: 'author', slug: 'maya-quill', name: 'Maya Quill' });
    expect(sellers.get(vendor)).toEqual({ id: vendor, kind: 'vendor', slug: 'lantern-books', name: 'Lantern Books' });
    expect(sellers.has(unknown)).toBe(false);
    expect((await catalogRefs(database.db).sellers([])).size).toBe(0);
  });

  it('reuses a seller’s and an event’s names for the cache’s time, then reads them again; unknown ids are asked each time', async () => {
    const asked: string[][] = [];
    const port = {
      sellers: async (ids: readonly string[]) => {
        asked.push([...ids]);
        return new Map(
          ids
            .filter((id) => id !== 'gone')
            .map((id) => [id, { id, kind: 'author' as const, slug: id, name: `Name ${asked.length}` }]),
        );
      },
      events: async () => new Map(),
    };
    let clock = 0;
    const cached = cachedCatalogRefs(port, 30_000, () => clock);
    expect((await cached.sellers(['a', 'gone'])).get('a')?.name).toBe('Name 1');
    clock = 29_999;
    const again = await cached.sellers(['a', 'gone']);
    expect(again.get('a')?.name).toBe('Name 1');
    expect(again.has('gone')).toBe(false);
    expect(asked).toEqual([['a', 'gone'], ['gone']]);
    clock = 30_000;
    expect((await cached.sellers(['a'])).get('a')?.name).toBe('Name 3');
  });

  it('gives an event its times, zone and "Venue, City"', async () => {
    const id = await makeEvents.event('Autumn Signing', { startsAt: new Date('2026-09-01T10:00:00Z') });
    const found = await catalogRefs(database.db).events([id]);
    expect(found.get(id)).toEqual({
      id,
      slug: 'autumn-signing',
      title: 'Autumn Signing',
      starts_at: '2026-09-01T10:00:00.000Z',
      ends_at: '2026-09-01T14:00:00.000Z',
      timezone: 'Europe/London',
      location: 'Hall, London',
    });
  });

  it('serves an order form with its catalog names through buildCommerce', async () => {
    const author = await peopleFixtures(database.db).author('Iris Vale');
    const event = await makeEvents.event('Vale Signing');
    const form = await orderFormFixtures(database.db).form({ authorId: author, eventId: event });
    const app = new Hono<BaseEnv>();
    for (const domain of buildCommerce(database.db, { secureCookies: false })) app.route('/', domain);
    app.all('/api/*', notFoundHandler);
    app.onError(errorHandler(createLogger({ level: 'silent' })));
    const response = await app.request(orderFormPaths.form(form.slug));
    expect(response.status).toBe(200);
    const data = v.parse(OrderFormResponse, await response.json()).data;
    expect(data.seller).toMatchObject({ kind: 'author', name: 'Iris Vale', slug: 'iris-vale' });
    expect(data.event).toMatchObject({ id: event, title: 'Vale Signing', location: 'Hall, London' });
  });
});
