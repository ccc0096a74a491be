import { randomUUID } from 'node:crypto';
import type { CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from './people.table.js';
import { peopleFixtures } from './testing/people-fixtures.js';
import { createPeopleTestApp } from './testing/people-test-app.js';

let t: CatalogTestApp;
let ids: { book: string; author: string; vendor: string };
const authorSlug = 'ada-and-co';

beforeAll(async () => {
  t = await createPeopleTestApp();
  const make = peopleFixtures(t.database.db);
  const author = await make.author('Ada <script>alert(1)</script> & "Co"', { slug: authorSlug });
  ids = {
    author,
    book: await make.book(author, 'Tea & <Sympathy>'),
    vendor: await make.vendor('Fable & Foil', { slug: 'fable-and-foil' }),
  };
}, 60_000);
afterAll(() => t.close());

/** The test author's page data (the author was created with the slug below). */
async function authorPage(): Promise<{ avatar_url: string; books: Array<{ cover_url: string }> }> {
  return (await t.get(`/api/catalog/authors/${authorSlug}`)).body.data;
}

describe('generated book covers and avatars', () => {
  it('serves book covers and avatars as immutable SVG at the addresses the API gives, with escaped text', async () => {
    const author = await authorPage();
    const vendor = (await t.get(`/api/catalog/vendors/fable-and-foil`)).body.data as { logo_url: string };
    const given = [author.books[0]?.cover_url ?? '', author.avatar_url, vendor.logo_url];
    expect(given[0]).toMatch(new RegExp(`^/api/catalog/covers/books/${ids.book}\\.svg\\?v=`));
    expect(given[1]).toMatch(new RegExp(`^/api/catalog/avatars/${ids.author}\\.svg\\?v=`));
    expect(given[2]).toMatch(new RegExp(`^/api/catalog/avatars/${ids.vendor}\\.svg\\?v=`));
    for (const path of given) {
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

  it('gives a renamed author a new avatar address; the old one is never cached for good', async () => {
    const before = (await authorPage()).avatar_url;
    await t.database.db.update(authors).set({ name: 'Ada Renamed' }).where(eq(authors.id, ids.author));
    const after = (await authorPage()).avatar_url;
    expect(after).not.toBe(before);
    expect((await t.get(after)).response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.get(before)).response.headers.get('cache-control')).toBe('no-cache');
    expect((await t.get(before)).body).toBe((await t.get(after)).body);
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
