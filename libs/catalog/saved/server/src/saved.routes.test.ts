import { createCatalogTestApp, TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { eventReads } from '@folio/events-server';
import { eventFixtures, wiredPeopleDeps } from '@folio/events-server/testing';
import { authors, peopleReads, vendors } from '@folio/people-server';
import { peopleFixtures } from '@folio/people-server/testing';
import { MAX_SAVED_ITEMS, MergeSavedResult, SavedCardList, SavedList } from '@folio/saved-contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedRoutes } from './saved.routes.js';
import { savedItems } from './saved.table.js';

let t: CatalogTestApp;
let ids: { event: string; author: string; vendor: string; otherEvent: string };

beforeAll(async () => {
  t = await createCatalogTestApp({
    routes: (deps) => [savedRoutes({ ...deps, events: eventReads(deps), people: peopleReads(wiredPeopleDeps(deps)) })],
  });
  const make = { ...peopleFixtures(t.database.db), ...eventFixtures(t.database.db) };
  const author = await make.author('Maya Quill');
  ids = {
    author,
    vendor: await make.vendor('Lantern Books'),
    event: await make.event('Summer Signing', { authorIds: [author] }),
    otherEvent: await make.event('Winter Signing'),
  };
}, 60_000);
afterAll(() => t.close());

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await t.app.request(`/api/catalog/saved${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, response };
}

describe('saved items', () => {
  it('answers 401 Unauthenticated to visitors without a session and to guest sessions', async () => {
    const guest = await t.guest();
    const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' };
    expect(await call('GET', '', {})).toMatchObject({ status: 401, body: unauthenticated });
    expect(await call('GET', '', guest)).toMatchObject({ status: 401, body: unauthenticated });
    expect(await call('PUT', `/event/${ids.event}`, guest)).toMatchObject({ status: 401, body: unauthenticated });
    expect(await call('DELETE', `/event/${ids.event}`, guest)).toMatchObject({ status: 401, body: unauthenticated });
    expect(await call('POST', '/merge', guest, { items: 'not even valid' })).toMatchObject({
      status: 401,
      body: unauthenticated,
    });
  });

  it('needs the CSRF header on writes (419), like every unsafe route', async () => {
    const { cookie } = await t.signIn('user-csrf');
    expect((await call('PUT', `/event/${ids.event}`, { cookie })).status).toBe(419);
  });

  it('saves an event, author and vendor once each, newest first, with their cards', async () => {
    const user = await t.signIn('user-save');
    const first = await call('PUT', `/event/${ids.event}`, user);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'event', target_id: ids.event, event: { title: 'Summer Signing' } });
    const again = await call('PUT', `/event/${ids.event.toUpperCase()}`, user);
    expect(again.body).toEqual(first.body);
    await call('PUT', `/author/${ids.author}`, user);
    await call('PUT', `/vendor/${ids.vendor}`, user);
    const list = await call('GET', '', user);
    expect(list.response.headers.get('cache-control')).toBe('private, no-store');
    const saved = v.parse(SavedList, list.body).data;
    expect(saved.map((item) => item.kind).sort()).toEqual(['author', 'event', 'vendor']);
    expect(saved.find((item) => item.kind === 'author')).toMatchObject({ author: { name: 'Maya Quill' } });
  });

  it('removes a save, and removing it again is still 204', async () => {
    const user = await t.signIn('user-remove');
    await call('PUT', `/author/${ids.author}`, user);
    expect((await call('DELETE', `/author/${ids.author}`, user)).status).toBe(204);
    expect((await call('DELETE', `/author/${ids.author}`, user)).status).toBe(204);
    expect((await call('GET', '', user)).body.data).toEqual([]);
  });

  it('keeps each user to their own list', async () => {
    const alice = await t.signIn('user-alice');
    const bob = await t.signIn('user-bob');
    await call('PUT', `/event/${ids.event}`, alice);
    expect((await call('GET', '', bob)).body.data).toEqual([]);
    expect((await call('DELETE', `/event/${ids.event}`, bob)).status).toBe(204);
    expect((await call('GET', '', alice)).body.data).toHaveLength(1);
  });

  it('answers 404 for a target that does not exist, and 422 for a bad kind or id', async () => {
    const user = await t.signIn('user-404');
    expect(await call('PUT', `/event/${ids.author}`, user)).toMatchObject({
      status: 404,
      body: { message: 'Event not found.', code: 'not_found' },
    });
    expect(await call('PUT', `/vendor/${ids.event}`, user)).toMatchObject({
      status: 404,
      body: { message: 'Vendor not found.' },
    });
    const badKind = await call('PUT', `/book/${ids.event}`, user);
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors).toHaveProperty('kind');
    const badId = await call('PUT', '/event/12345', user);
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toHaveProperty('id');
  });

  it('merges guest saves: duplicates and unknown targets skipped, idempotent on repeat', async () => {
    const user = await t.signIn('user-merge');
    await call('PUT', `/author/${ids.author}`, user);
    const items = [
      { kind: 'event', target_id: ids.event, saved_at: '2026-06-01T10:00:00Z' },
      { kind: 'event', target_id: ids.event, saved_at: '2026-05-01T10:00:00Z' },
      { kind: 'event', target_id: ids.otherEvent },
      { kind: 'author', target_id: ids.author },
      { kind: 'vendor', target_id: ids.event },
      { kind: 'vendor', target_id: '00000000-0000-4000-8000-000000000000' },
    ];
    const first = await call('POST', '/merge', user, { items });
    expect(first.status).toBe(200);
    const merged = v.parse(MergeSavedResult, first.body);
    expect(merged.meta).toEqual({ added: 2, skipped: 4 });
    expect(merged.data.map((item) => `${item.kind}:${item.target_id}`).sort()).toEqual(
      [`author:${ids.author}`, `event:${ids.event}`, `event:${ids.otherEvent}`].sort(),
    );
    const summer = merged.data.find((item) => item.target_id === ids.event)!;
    expect(summer.saved_at).toBe('2026-05-01T10:00:00.000Z');
    const repeat = await call('POST', '/merge', user, { items });
    expect(repeat.body.meta).toEqual({ added: 0, skipped: 6 });
    expect(repeat.body.data).toEqual(first.body.data);
    const rows = await t.database.db.select().from(savedItems);
    expect(rows.filter((row) => row.userId === 'user-merge')).toHaveLength(3);
  });

  it('clamps save times in the future to now', async () => {
    const user = await t.signIn('user-future');
    const { body } = await call('POST', '/merge', user, {
      items: [{ kind: 'vendor', target_id: ids.vendor, saved_at: '2999-01-01T00:00:00Z' }],
    });
    expect(body.data[0].saved_at).toBe(TEST_NOW.toISOString());
  });

  it('merges save times the contract accepts but Date cannot read (hour-only offset, space before it) and ancient ones, without an error', async () => {
    const user = await t.signIn('user-odd-times');
    const items = [
      { kind: 'event', target_id: ids.event, saved_at: '2026-05-01T10:00:00.5 +0530' },
      { kind: 'author', target_id: ids.author, saved_at: '2026-05-02T10:00:00-00' },
      { kind: 'vendor', target_id: ids.vendor, saved_at: '0000-01-01T00:00:00+01:00' },
    ];
    const answer = await call('POST', '/merge', user, { items });
    expect(answer.status).toBe(200);
    const savedAt = Object.fromEntries(
      v.parse(MergeSavedResult, answer.body).data.map((item) => [item.kind, item.saved_at]),
    );
    expect(savedAt).toEqual({
      event: '2026-05-01T04:30:00.500Z',
      author: '2026-05-02T10:00:00.000Z',
      vendor: '1970-01-01T00:00:00.000Z',
    });
  });

  it('rejects malformed merge bodies with 422 and oversized ones before touching the database', async () => {
    const user = await t.signIn('user-bad-merge');
    for (const body of [
      {},
      { items: 'x' },
      { items: [{ kind: 'book', target_id: ids.event }] },
      { items: [{ kind: 'event', target_id: 'nope' }] },
      { items: [{ kind: 'event', target_id: ids.event, saved_at: 'yesterday' }] },
    ]) {
      const answer = await call('POST', '/merge', user, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.code).toBe('validation_failed');
    }
    const tooMany = Array.from({ length: MAX_SAVED_ITEMS + 1 }, () => ({ kind: 'event', target_id: ids.event }));
    expect((await call('POST', '/merge', user, { items: tooMany })).status).toBe(422);
    expect((await call('GET', '', user)).body.data).toEqual([]);
  });

  it(`refuses to keep more than ${MAX_SAVED_ITEMS} items with 409 saved_limit_reached`, async () => {
    const user = await t.signIn('user-full');
    await t.database.db.insert(savedItems).values(
      Array.from({ length: MAX_SAVED_ITEMS }, (_, i) => ({
        userId: 'user-full',
        kind: 'event',
        targetId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      })),
    );
    const refused = await call('PUT', `/event/${ids.event}`, user);
    expect(refused).toMatchObject({ status: 409, body: { code: 'saved_limit_reached' } });
    expect((await call('POST', '/merge', user, { items: [{ kind: 'author', target_id: ids.author }] })).status).toBe(
      409,
    );
  });
});

describe('resolving a guest’s saved ids to cards', () => {
  const unknown = '00000000-0000-4000-8000-000000000000';

  it('answers anyone (a guest too) the current cards, in the order asked, once each, leaving out what does not exist', async () => {
    const make = { ...peopleFixtures(t.database.db), ...eventFixtures(t.database.db) };
    const author = await make.author('Nora Vale');
    const gone = await make.vendor('Closing Down Books');
    await t.database.db.update(authors).set({ name: 'Nora Vale-Whitcombe' }).where(eq(authors.id, author));
    await t.database.db.delete(vendors).where(eq(vendors.id, gone));
    const items = [
      { kind: 'author', target_id: author.toUpperCase() },
      { kind: 'event', target_id: ids.event },
      { kind: 'vendor', target_id: gone },
      { kind: 'event', target_id: unknown },
      { kind: 'vendor', target_id: ids.event },
      { kind: 'author', target_id: author },
      { kind: 'vendor', target_id: ids.vendor },
    ];

    for (const who of [await t.guest(), await t.signIn('user-resolve')]) {
      const answer = await call('POST', '/resolve', who, { items });
      expect(answer.status).toBe(200);
      const cards = v.parse(SavedCardList, answer.body).data;
      expect(cards.map((card) => `${card.kind}:${card.target_id}`)).toEqual([
        `author:${author}`,
        `event:${ids.event}`,
        `vendor:${ids.vendor}`,
      ]);
      expect(cards[0]).toMatchObject({ author: { id: author, name: 'Nora Vale-Whitcombe' } });
      expect(cards[1]).toMatchObject({ event: { title: 'Summer Signing' } });
      expect(cards[2]).toMatchObject({ vendor: { name: 'Lantern Books' } });
    }
    expect(await t.database.db.select().from(savedItems).where(eq(savedItems.userId, 'user-resolve'))).toEqual([]);
  });

  it('answers an empty list for no ids', async () => {
    expect(await call('POST', '/resolve', await t.guest(), { items: [] })).toMatchObject({
      status: 200,
      body: { data: [] },
    });
  });

  it('rejects malformed or oversized lists with 422, and a request without the CSRF header with 419', async () => {
    const guest = await t.guest();
    const tooMany = Array.from({ length: MAX_SAVED_ITEMS + 1 }, () => ({ kind: 'event', target_id: ids.event }));
    for (const body of [
      {},
      { items: 'x' },
      { items: [{ kind: 'book', target_id: ids.event }] },
      { items: [{ kind: 'event', target_id: 'nope' }] },
      { items: tooMany },
    ]) {
      const answer = await call('POST', '/resolve', guest, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.body).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) });
    }
    expect((await call('POST', '/resolve', { cookie: guest['cookie'] ?? '' }, { items: [] })).status).toBe(419);
  });
});
