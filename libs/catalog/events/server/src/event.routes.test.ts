import { TEST_NOW, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { EventDetailResponse, EventList } from '@folio/events-contract';
import { ReaderList } from '@folio/people-contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededEventsApp } from './testing/events-test-app.js';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createSeededEventsApp();
}, 60_000);
afterAll(() => t.close());

/** GET a list and check it against the contract. */
async function events(query = '') {
  const { status, body } = await t.get(`/api/catalog/events${query}`);
  expect(status, `${query}: ${JSON.stringify(body)}`).toBe(200);
  return v.parse(EventList, body);
}

async function invalid(path: string, field: string) {
  const { status, body } = await t.get(path);
  expect(status, path).toBe(422);
  expect(body.code).toBe('validation_failed');
  expect(body.errors, path).toHaveProperty(field);
  return body;
}

const startOf = (e: { starts_at: string }) => new Date(e.starts_at).getTime();

describe('GET /api/catalog/events', () => {
  it('lists upcoming events soonest first by default, with the Laravel meta', async () => {
    const list = await events();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((e) => e.status !== 'past' && new Date(e.ends_at) >= TEST_NOW)).toBe(true);
    const starts = list.data.map(startOf);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('splits the 30 demo events into upcoming and past, latest past first', async () => {
    const [upcoming, past, all] = await Promise.all([
      events('?per_page=100'),
      events('?when=past&per_page=100'),
      events('?when=all'),
    ]);
    expect(upcoming.meta.total + past.meta.total).toBe(30);
    expect(all.meta.total).toBe(30);
    expect(past.data.every((e) => e.status === 'past')).toBe(true);
    const starts = past.data.map(startOf);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('pages through with correct meta, and a page beyond the last is empty with the true meta', async () => {
    const all = await events('?when=all&per_page=7');
    expect(all.meta).toEqual({ current_page: 1, per_page: 7, total: 30, last_page: 5 });
    const last = await events('?when=all&per_page=7&page=5');
    expect(last.data).toHaveLength(2);
    const beyond = await events('?when=all&per_page=7&page=9');
    expect(beyond).toEqual({ data: [], meta: { current_page: 9, per_page: 7, total: 30, last_page: 5 } });
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => events(`?when=all&per_page=7&page=${page}`)));
    expect(new Set(pages.flatMap((p) => p.data.map((e) => e.id))).size).toBe(30);
  });

  it('accepts per_page up to 100 and rejects 101, 0, page 0 and non-numbers with 422', async () => {
    expect((await events('?when=all&per_page=100')).data).toHaveLength(30);
    await invalid('/api/catalog/events?per_page=101', 'per_page');
    await invalid('/api/catalog/events?per_page=0', 'per_page');
    await invalid('/api/catalog/events?page=0', 'page');
    await invalid('/api/catalog/events?page=two', 'page');
    await invalid('/api/catalog/events?page=1.5', 'page');
  });

  it('sorts only by allow-listed fields and orders', async () => {
    const byTitle = await events('?when=all&sort_by=title&per_page=100');
    const titles = byTitle.data.map((e) =>
      e.title
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort());
    const desc = await events('?when=all&sort_by=title&sort_order=desc&per_page=100');
    expect(desc.data.map((e) => e.id)).toEqual([...byTitle.data.map((e) => e.id)].reverse());
    const popular = await events('?when=all&sort_by=readers_attending&sort_order=desc&per_page=100');
    const counts = popular.data.map((e) => e.readers_attending_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const body = await invalid('/api/catalog/events?sort_by=price', 'sort_by');
    expect(body.errors.sort_by[0]).toContain('starts_at');
    await invalid('/api/catalog/events?sort_by=starts_at;drop%20table%20events', 'sort_by');
    await invalid('/api/catalog/events?sort_order=sideways', 'sort_order');
    await invalid('/api/catalog/events?when=soon', 'when');
  });

  it('rejects a repeated parameter and malformed filters with 422, and ignores unknown parameters', async () => {
    await invalid('/api/catalog/events?page=1&page=2', 'page');
    await invalid('/api/catalog/events?category=Not%20A%20Slug', 'category');
    await invalid('/api/catalog/events?virtual=maybe', 'virtual');
    await invalid('/api/catalog/events?country=GBR', 'country');
    await invalid('/api/catalog/events?near=United%20Kingdom', 'near');
    await invalid(`/api/catalog/events?q=${'x'.repeat(201)}`, 'q');
    await invalid('/api/catalog/events?q=a%00b', 'q');
    expect((await events('?when=all&colour=blue')).meta.total).toBe(30);
  });

  it('filters by category, virtual, city and country', async () => {
    const virtualCategory = await events('?when=all&category=virtual');
    expect(virtualCategory.meta.total).toBe(4);
    expect(virtualCategory.data.every((e) => e.is_virtual && e.venue === null && e.virtual !== null)).toBe(true);
    const virtual = await events('?when=all&virtual=true');
    expect(virtual.data.map((e) => e.id).sort()).toEqual(virtualCategory.data.map((e) => e.id).sort());
    const inPerson = await events('?when=all&virtual=false&per_page=100');
    expect(inPerson.meta.total).toBe(26);
    const london = await events('?when=all&city=LONDON');
    expect(london.meta.total).toBeGreaterThan(0);
    expect(london.data.every((e) => e.venue?.city === 'London')).toBe(true);
    const uk = await events('?when=all&country=gb&per_page=100');
    expect(uk.data.every((e) => e.venue?.country_code === 'GB' && e.currency === 'GBP')).toBe(true);
    expect(uk.meta.total).toBeGreaterThanOrEqual(london.meta.total);
  });

  it("lists the reader's country first (near), soonest first within it and after it, and pages through that order", async () => {
    const all = await events('?per_page=100');
    const near = await events('?near=gb&per_page=100');
    expect(near.meta.total).toBe(all.meta.total);
    const inGb = (e: { venue: { country_code: string } | null }) => e.venue?.country_code === 'GB';
    const count = near.data.filter(inGb).length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(near.data.length);
    expect(near.data.slice(0, count).every(inGb)).toBe(true);
    const starts = (list: typeof near.data) => list.map((e) => Date.parse(e.starts_at));
    expect(starts(near.data.slice(0, count))).toEqual([...starts(near.data.slice(0, count))].sort((a, b) => a - b));
    expect(starts(near.data.slice(count))).toEqual([...starts(near.data.slice(count))].sort((a, b) => a - b));
    expect(near.data.slice(count).map((e) => e.id)).toEqual(all.data.filter((e) => !inGb(e)).map((e) => e.id));
    const firstPage = await events('?near=GB&per_page=2&page=1');
    const secondPage = await events('?near=GB&per_page=2&page=2');
    expect([...firstPage.data, ...secondPage.data].map((e) => e.id)).toEqual(near.data.slice(0, 4).map((e) => e.id));
  });

  it('filters by collection, author, vendor and reader slug', async () => {
    const romantasy = await events('?when=all&collection=romantasy&per_page=100');
    expect(romantasy.meta.total).toBeGreaterThanOrEqual(3);
    const detail = await t.get(`/api/catalog/events/${romantasy.data[0]!.slug}`);
    expect(detail.body.data.collections.map((c: { slug: string }) => c.slug)).toContain('romantasy');

    const author = detail.body.data.authors[0];
    const byAuthor = await events(`?when=all&author=${author.slug}&per_page=100`);
    expect(byAuthor.data.map((e) => e.id)).toContain(detail.body.data.id);
    for (const event of byAuthor.data.slice(0, 3)) {
      const attending = (await t.get(`/api/catalog/events/${event.slug}`)).body.data.authors;
      expect(attending.map((a: { slug: string }) => a.slug)).toContain(author.slug);
    }

    const withVendor = (await events('?when=all&per_page=100')).data;
    const vendorEvent = await Promise.all(withVendor.map((e) => t.get(`/api/catalog/events/${e.slug}`)));
    const vendor = vendorEvent.map((r) => r.body.data).find((e) => e.vendors.length > 0).vendors[0];
    const byVendor = await events(`?when=all&vendor=${vendor.slug}`);
    expect(byVendor.meta.total).toBe(
      vendor.upcoming_events_count + (await t.get(`/api/catalog/vendors/${vendor.slug}`)).body.data.past_events_count,
    );

    const reader = (await t.get('/api/catalog/readers?per_page=1')).body.data[0];
    const profile = (await t.get(`/api/catalog/readers/${reader.slug}`)).body.data;
    const byReader = await events(`?when=all&reader=${reader.slug}`);
    expect(byReader.meta.total).toBe(profile.upcoming_events_count + profile.past_events_count);
  });

  it('answers an empty list, not a 404, for filter slugs that match nothing', async () => {
    expect(await events('?category=no-such-category')).toEqual({
      data: [],
      meta: { current_page: 1, per_page: 20, total: 0, last_page: 1 },
    });
    expect((await events('?author=nobody-at-all')).data).toEqual([]);
  });

  it('narrows by full-text q', async () => {
    const all = await events('?when=all&per_page=100');
    const festival = all.data.find((e) => e.category.slug === 'festival')!;
    const found = await events(`?when=all&q=${encodeURIComponent(festival.title)}`);
    expect(found.data.map((e) => e.id)).toContain(festival.id);
    expect(found.meta.total).toBeLessThan(30);
  });
});

describe('GET /api/catalog/events/{slug}', () => {
  it('answers the event with venue, local times, authors, vendors, collections and public order forms', async () => {
    const list = await events('?when=all&virtual=false');
    const { status, body } = await t.get(`/api/catalog/events/${list.data[0]!.slug}`);
    expect(status).toBe(200);
    const event = v.parse(EventDetailResponse, body).data;
    expect(event.venue).not.toBeNull();
    expect(event.authors).toHaveLength(event.authors_count);
    expect(event.authors_count).toBeGreaterThanOrEqual(3);
    expect(event.authors_count).toBeLessThanOrEqual(12);
    expect(event.featured_authors).toEqual(event.authors.slice(0, 3).map(({ id, slug, name }) => ({ id, slug, name })));
    expect(event.starts_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(event.description.length).toBeGreaterThan(100);
    expect(event.order_forms.length).toBeGreaterThan(0);
    for (const form of event.order_forms) {
      expect(form.event_id).toBe(event.id);
      expect(form.currency).toBe(event.currency);
      const attending = form.seller.kind === 'author' ? event.authors : event.vendors;
      expect(attending.map((s) => s.id)).toContain(form.seller.id);
    }
  });

  it('gives virtual events a platform and no venue', async () => {
    const virtual = await events('?when=all&virtual=true');
    const event = (await t.get(`/api/catalog/events/${virtual.data[0]!.slug}`)).body.data;
    expect(event.venue).toBeNull();
    expect(event.virtual.platform).toMatch(/\w/);
    expect(event.is_virtual).toBe(true);
  });

  it('answers 404 with a JSON message for an unknown or impossible slug', async () => {
    for (const slug of ['no-such-event', 'x'.repeat(300), 'Weird%20Slug', '%00', 'a%00b']) {
      const { status, body, response } = await t.get(`/api/catalog/events/${slug}`);
      expect(status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(body).toEqual({ message: 'Event not found.', code: 'not_found' });
    }
  });
});

describe('GET /api/catalog/events/{slug}/readers', () => {
  it('pages the readers attending, and 404s for an unknown event', async () => {
    const popular = await events('?when=all&sort_by=readers_attending&sort_order=desc&per_page=1');
    const event = popular.data[0]!;
    const { body } = await t.get(`/api/catalog/events/${event.slug}/readers?per_page=1`);
    const readers = v.parse(ReaderList, body);
    expect(readers.meta.total).toBe(event.readers_attending_count);
    expect(readers.data).toHaveLength(1);
    await invalid(`/api/catalog/events/${event.slug}/readers?per_page=101`, 'per_page');
    expect((await t.get('/api/catalog/events/no-such-event/readers')).body).toEqual({
      message: 'Event not found.',
      code: 'not_found',
    });
  });
});
