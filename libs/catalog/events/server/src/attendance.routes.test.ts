import type { CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { OrderFormList, ReaderProfileResponse } from '@folio/events-contract';
import { AuthorList, ReaderList, VendorList } from '@folio/people-contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededEventsApp } from './testing/events-test-app.js';

// The people routes with the real attendance port, the stores and reader pages, and the taxonomy,
// over the demo world: the people domain's own tests run without events.
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createSeededEventsApp();
}, 60_000);
afterAll(() => t.close());

async function ok<T extends v.GenericSchema>(schema: T, path: string): Promise<v.InferOutput<T>> {
  const { status, body } = await t.get(path);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return v.parse(schema, body);
}

async function status422(path: string, field: string) {
  const { status, body } = await t.get(path);
  expect(status, path).toBe(422);
  expect(body.errors, path).toHaveProperty(field);
}

async function status404(path: string, message: string) {
  const { status, body } = await t.get(path);
  expect(status, path).toBe(404);
  expect(body).toEqual({ message, code: 'not_found' });
}

describe('authors', () => {
  it('sorts authors by their upcoming events, counted from attendance', async () => {
    const busiest = await ok(AuthorList, '/api/catalog/authors?sort_by=upcoming_events&per_page=100');
    const counts = busiest.data.map((a) => a.upcoming_events_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('lists the authors attending an event', async () => {
    const event = (await t.get('/api/catalog/events?per_page=1')).body.data[0];
    const attending = await ok(AuthorList, `/api/catalog/authors?event=${event.slug}&per_page=100`);
    expect(attending.meta.total).toBe(event.authors_count);
  });

  it('404s for the stores of an unknown author or vendor', async () => {
    await status404('/api/catalog/authors/nobody/order-forms', 'Author not found.');
    await status404('/api/catalog/vendors/nobody/order-forms', 'Vendor not found.');
  });

  it("lists an author's open stores closing soonest first, and the closed ones on request", async () => {
    const authors = await ok(AuthorList, '/api/catalog/authors?sort_by=upcoming_events&per_page=5');
    const slug = authors.data[0]!.slug;
    const open = await ok(OrderFormList, `/api/catalog/authors/${slug}/order-forms`);
    expect(open.data.length).toBeGreaterThan(0);
    expect(open.data.every((f) => !f.closed && f.seller.slug === slug && f.seller.kind === 'author')).toBe(true);
    const dates = open.data.map((f) => f.close_date);
    expect(dates).toEqual([...dates].sort());
    const all = await ok(OrderFormList, `/api/catalog/authors/${slug}/order-forms?status=all&per_page=100`);
    const closed = await ok(OrderFormList, `/api/catalog/authors/${slug}/order-forms?status=closed&per_page=100`);
    expect(all.meta.total).toBe(open.meta.total + closed.meta.total);
    expect(closed.data.every((f) => f.closed)).toBe(true);
    for (const form of all.data) {
      if (form.price_min_minor !== null) expect(form.price_min_minor).toBeLessThanOrEqual(form.price_max_minor!);
      expect(form.deposit_available).toBe(form.deposit_percent !== null);
    }
    await status422(`/api/catalog/authors/${slug}/order-forms?status=pending`, 'status');
    await status422(`/api/catalog/authors/${slug}/order-forms?sort_by=price`, 'sort_by');
  });
});

describe('vendors', () => {
  it("lists a vendor's stores", async () => {
    const vendors = await ok(VendorList, '/api/catalog/vendors?sort_by=upcoming_events&per_page=1');
    const forms = await ok(OrderFormList, `/api/catalog/vendors/${vendors.data[0]!.slug}/order-forms?status=all`);
    expect(forms.meta.total).toBeGreaterThan(0);
    expect(forms.data.every((f) => f.seller.kind === 'vendor' && f.seller.id === vendors.data[0]!.id)).toBe(true);
  });
});

describe('readers', () => {
  it('lists the 12 public readers and answers a reader page with events attending, upcoming first', async () => {
    const list = await ok(ReaderList, '/api/catalog/readers?per_page=100');
    expect(list.meta.total).toBe(12);
    const { data } = await ok(ReaderProfileResponse, `/api/catalog/readers/${list.data[0]!.slug}`);
    expect(data.favourite_genres.length).toBeGreaterThanOrEqual(2);
    expect(data.events_attending.length).toBe(Math.min(12, data.upcoming_events_count + data.past_events_count));
    const statuses = data.events_attending.map((e) => (e.status === 'past' ? 1 : 0));
    expect(statuses).toEqual([...statuses].sort());
    await status404('/api/catalog/readers/nobody', 'Reader not found.');
    await status422('/api/catalog/readers?sort_by=email', 'sort_by');
  });
});

describe('categories, collections and listings', () => {
  it('lists the five categories and the five themed collections with their page copy', async () => {
    const categories = (await t.get('/api/catalog/categories')).body.data;
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual([
      'signing',
      'festival',
      'virtual',
      'launch',
      'convention',
    ]);
    const collections = (await t.get('/api/catalog/collections')).body.data;
    expect(collections.map((c: { path: string }) => c.path)).toEqual([
      '/besties',
      '/insider',
      '/inkfluence',
      '/wickedly',
      '/romantasy',
    ]);
    expect(new Set(collections.map((c: { heading: string }) => c.heading)).size).toBe(5);
    for (const collection of collections) expect(collection.upcoming_events_count).toBeGreaterThanOrEqual(3);
  });

  it('answers one category, collection or either by slug, and 404s with the kind in the message', async () => {
    expect((await t.get('/api/catalog/categories/festival')).body.data).toMatchObject({
      kind: 'category',
      name: 'Festival',
    });
    expect((await t.get('/api/catalog/collections/wickedly')).body.data).toMatchObject({
      kind: 'collection',
      heading: 'Dark tales, sharp edges',
    });
    expect((await t.get('/api/catalog/listings/virtual')).body.data.kind).toBe('category');
    expect((await t.get('/api/catalog/listings/besties')).body.data.kind).toBe('collection');
    await status404('/api/catalog/categories/poetry', 'Category not found.');
    await status404('/api/catalog/collections/poetry', 'Collection not found.');
    await status404('/api/catalog/listings/poetry', 'Category or collection not found.');
  });
});
