import type { CatalogTestApp } from '@folio/catalog-kit-server/testing';
import {
  AuthorList,
  AuthorProfileResponse,
  ReaderList,
  VendorList,
  VendorProfileResponse,
} from '@folio/people-contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeopleTestApp } from './testing/people-test-app.js';

// The demo people without events: what attending adds (counts, `?event=`) is tested with the
// events domain's port in @folio/events-server (`attendance.routes.test.ts`).
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createPeopleTestApp({ seeded: true });
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
  it('lists the 40 demo authors by name, paged, and filters by genre and q', async () => {
    const page = await ok(AuthorList, '/api/catalog/authors?per_page=100');
    expect(page.meta.total).toBe(40);
    const keys = page.data.map((a) =>
      a.name
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/ø/g, 'o'),
    );
    expect(keys).toEqual([...keys].sort());
    expect(new Set(page.data.flatMap((a) => a.genres))).toEqual(
      new Set(['romantasy', 'fantasy', 'thriller', 'romance', 'young-adult', 'literary', 'mystery', 'horror']),
    );
    const romantasy = await ok(AuthorList, '/api/catalog/authors?genre=romantasy&per_page=100');
    expect(romantasy.data.every((a) => a.genres.includes('romantasy'))).toBe(true);
    const brontë = await ok(AuthorList, '/api/catalog/authors?q=bront');
    expect(brontë.data.map((a) => a.name)).toEqual(['Élodie Brontë-Marsh']);
  });

  it('rejects unknown genres, sorts and page sizes with 422', async () => {
    await status422('/api/catalog/authors?genre=cookbooks', 'genre');
    await status422('/api/catalog/authors?sort_by=password', 'sort_by');
    await status422('/api/catalog/authors?per_page=101', 'per_page');
  });

  it('answers an author profile with about, links and books, and 404s for unknown slugs', async () => {
    const { data } = await ok(AuthorProfileResponse, '/api/catalog/authors/elodie-bronte-marsh');
    expect(data.name).toBe('Élodie Brontë-Marsh');
    expect(data.about.split('\n\n').length).toBe(2);
    expect(data.books.length).toBeGreaterThanOrEqual(2);
    expect(data.books.every((b) => b.author.id === data.id && b.cover_url.includes('.svg?v='))).toBe(true);
    expect(data.avatar_url).toMatch(new RegExp(`^/api/catalog/avatars/${data.id}\\.svg\\?v=`));
    expect(data.social_links.length).toBeGreaterThan(0);
    await status404('/api/catalog/authors/nobody', 'Author not found.');
  });
});

describe('vendors', () => {
  it('lists the 10 vendors, filters bookshops from publishers, and answers profiles', async () => {
    const all = await ok(VendorList, '/api/catalog/vendors');
    expect(all.meta.total).toBe(10);
    const publishers = await ok(VendorList, '/api/catalog/vendors?kind=publisher');
    const shops = await ok(VendorList, '/api/catalog/vendors?kind=bookshop');
    expect(publishers.meta.total + shops.meta.total).toBe(10);
    expect(publishers.data.every((x) => x.kind === 'publisher')).toBe(true);
    const { data } = await ok(VendorProfileResponse, `/api/catalog/vendors/${shops.data[0]!.slug}`);
    expect(data.about.length).toBeGreaterThan(50);
    expect(data.logo_url).toMatch(new RegExp(`^/api/catalog/avatars/${data.id}\\.svg\\?v=`));
    await status422('/api/catalog/vendors?kind=florist', 'kind');
    await status404('/api/catalog/vendors/nobody', 'Vendor not found.');
  });
});

describe('readers', () => {
  it('lists the 12 public readers and rejects unknown sorts', async () => {
    const list = await ok(ReaderList, '/api/catalog/readers?per_page=100');
    expect(list.meta.total).toBe(12);
    expect(list.data.every((reader) => reader.avatar_url.startsWith(`/api/catalog/avatars/${reader.id}.svg?v=`))).toBe(
      true,
    );
    await status422('/api/catalog/readers?sort_by=email', 'sort_by');
  });
});
