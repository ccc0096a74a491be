import { randomUUID } from 'node:crypto';
import type { CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleFixtures } from './testing/people-fixtures.js';
import { createPeopleTestApp } from './testing/people-test-app.js';

let t: CatalogTestApp;
let ids: { book: string; author: string; vendor: string };

beforeAll(async () => {
  t = await createPeopleTestApp();
  const make = peopleFixtures(t.database.db);
  const author = await make.author('Ada <script>alert(1)</script> & "Co"');
  ids = {
    author,
    book: await make.book(author, 'Tea & <Sympathy>'),
    vendor: await make.vendor('Fable & Foil'),
  };
}, 60_000);
afterAll(() => t.close());

describe('generated book covers and avatars', () => {
  it('serves book covers and avatars as immutable SVG with escaped text', async () => {
    for (const path of [`/api/catalog/covers/books/${ids.book}.svg`, `/api/catalog/avatars/${ids.author}.svg`, `/api/catalog/avatars/${ids.vendor}.svg`]) {
      const { status, body, response } = await t.get(path);
      expect(status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(body).not.toMatch(/<script|href=|xlink|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
    const cover = (await t.get(`/api/catalog/covers/books/${ids.book}.svg`)).body;
    expect(cover).toContain('Tea &amp;');
    expect(cover).toContain('&lt;Sympathy&gt;');
    expect(cover).toContain('&quot;CO&quot;');
  });

  it('draws the same picture for the same id every time', async () => {
    const a = await t.get(`/api/catalog/covers/books/${ids.book}.svg`);
    const b = await t.get(`/api/catalog/covers/books/${ids.book}.svg`);
    expect(a.body).toBe(b.body);
  });

  it('answers JSON 404s for unknown ids and malformed file names', async () => {
    const cases: Array<[string, string]> = [
      [`/api/catalog/covers/books/${randomUUID()}.svg`, 'Book not found.'],
      ['/api/catalog/covers/books/not-a-uuid.svg', 'Book not found.'],
      [`/api/catalog/covers/books/${ids.book}.png`, 'Book not found.'],
      [`/api/catalog/avatars/${ids.book}.svg`, 'Profile not found.'],
    ];
    for (const [path, message] of cases) {
      const { status, body } = await t.get(path);
      expect(status, path).toBe(404);
      expect(body).toEqual({ message, code: 'not_found' });
    }
  });
});
