import { TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { AuthorProfileResponse } from '@folio/people-contract';
import { peopleFixtures } from '@folio/people-server/testing';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFixtures } from './testing/event-fixtures.js';
import { createEventsTestApp } from './testing/events-test-app.js';

// Where an author's page says each book is sold: the stores' port of this domain, through the
// people routes as the shell wires them. TEST_NOW is 2026-06-15.
let t: CatalogTestApp;
const ids = { crown: '', tide: '', ghost: '', unsold: '' };
beforeAll(async () => {
  t = await createEventsTestApp();
  const make = { ...peopleFixtures(t.database.db), ...eventFixtures(t.database.db) };
  const author = await make.author('Ava Thornfield');
  ids.crown = await make.book(author, 'The Ember Crown');
  ids.tide = await make.book(author, 'The Salt Tide');
  ids.ghost = await make.book(author, 'Ghost Orchard');
  ids.unsold = await make.book(author, 'A Quiet Book');
  await make.authorStore('ava-at-shelfcon', author, {
    closeDate: '2026-07-30',
    currency: 'USD',
    books: { [ids.crown]: 2800, [ids.tide]: 3200 },
  });
  // Closes sooner: the reader's next chance, so this one is offered for the crown.
  await make.authorStore('ava-at-bookfest', author, {
    closeDate: '2026-06-20',
    currency: 'GBP',
    books: { [ids.crown]: 2500 },
  });
  // Closed, private or past their date: none of these sells anything now.
  await make.authorStore('ava-closed', author, { closeDate: '2026-12-01', closed: true, books: { [ids.ghost]: 1900 } });
  await make.authorStore('ava-private', author, {
    closeDate: '2026-12-01',
    isPrivate: true,
    books: { [ids.ghost]: 1900 },
  });
  await make.authorStore('ava-last-spring', author, { closeDate: '2026-06-14', books: { [ids.ghost]: 1900 } });
}, 60_000);
afterAll(() => t.close());

describe("an author's books", () => {
  it('say where each is sold now and for how much: the open public store closing soonest', async () => {
    expect(TEST_NOW.toISOString().slice(0, 10)).toBe('2026-06-15');
    const { status, body } = await t.get('/api/catalog/authors/ava-thornfield');
    expect(status).toBe(200);
    const { data } = v.parse(AuthorProfileResponse, body);
    const offerOf = (id: string) => data.books.find((book) => book.id === id)?.offer;

    expect(offerOf(ids.crown)).toEqual({ order_form_slug: 'ava-at-bookfest', price_minor: 2500, currency: 'GBP' });
    expect(offerOf(ids.tide)).toEqual({ order_form_slug: 'ava-at-shelfcon', price_minor: 3200, currency: 'USD' });
    expect(offerOf(ids.ghost)).toBeNull();
    expect(offerOf(ids.unsold)).toBeNull();
  });

  it('come with a count of the open public stores only', async () => {
    const { body } = await t.get('/api/catalog/authors/ava-thornfield');
    expect(body.data.open_order_forms_count).toBe(2);
  });
});
