import { createCatalogTestApp, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { eventReads } from '@folio/events-server';
import { eventFixtures, wiredPeopleDeps } from '@folio/events-server/testing';
import { peopleReads } from '@folio/people-server';
import { MAX_SAVED_ITEMS } from '@folio/saved-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedRoutes } from './saved.routes.js';
import { SAVED_LIMIT_CODE } from './saved.service.js';
import { savedItems } from './saved.table.js';

/*
 * The saved-items limit under parallel saves. On PostgreSQL (TEST_DATABASE_URL, as CI runs every
 * suite) the requests really overlap, READ COMMITTED and all; on PGlite (one connection) they
 * queue, so the same story checks the answers, not the race.
 */
const PARALLEL = 50;
const database = process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite';
const LIMIT_MESSAGE = `You can keep at most ${MAX_SAVED_ITEMS} saved items. Remove some to save more.`;

let t: CatalogTestApp;
let eventIds: string[];

beforeAll(async () => {
  t = await createCatalogTestApp({
    routes: (deps) => [savedRoutes({ ...deps, events: eventReads(deps), people: peopleReads(wiredPeopleDeps(deps)) })],
  });
  const make = eventFixtures(t.database.db);
  eventIds = [];
  for (let i = 0; i < PARALLEL; i++) eventIds.push(await make.event(`Parallel Signing ${i}`));
}, 120_000);
afterAll(() => t.close());

/** A user who already keeps `count` saved items (targets long gone, which still count). */
async function userWith(userId: string, count: number) {
  await t.database.db.insert(savedItems).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      kind: 'event',
      targetId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    })),
  );
  return t.signIn(userId);
}

describe(`${PARALLEL} saves of different events at once, near the limit (${database})`, () => {
  it.each([1, 7])(
    'with room for %i more: exactly that many are saved, every other one is refused with the limit’s 409',
    async (room) => {
      const userId = `user-room-${room}`;
      const headers = await userWith(userId, MAX_SAVED_ITEMS - room);
      // Every fifth request is a guest-save merge of one item: it counts against the same limit.
      const answers = await Promise.all(
        eventIds.map(async (id, i) => {
          const merge = i % 5 === 4;
          const response = await t.app.request(merge ? '/api/catalog/saved/merge' : `/api/catalog/saved/event/${id}`, {
            method: merge ? 'POST' : 'PUT',
            headers,
            body: merge ? JSON.stringify({ items: [{ kind: 'event', target_id: id }] }) : undefined,
          });
          return { status: response.status, body: (await response.json()) as { message?: string; code?: string } };
        }),
      );

      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(room);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused).toHaveLength(PARALLEL - room);
      for (const answer of refused)
        expect(answer).toEqual({ status: 409, body: { message: LIMIT_MESSAGE, code: SAVED_LIMIT_CODE } });
      expect(await t.database.db.$count(savedItems, eq(savedItems.userId, userId))).toBe(MAX_SAVED_ITEMS);
    },
  );
});
