import { createCatalogTestApp, type CatalogTestApp } from '@folio/catalog-kit-server/testing';
import { eventSearch } from '@folio/events-server';
import { eventFixtures, wiredPeopleDeps } from '@folio/events-server/testing';
import { peopleSearch } from '@folio/people-server';
import { peopleFixtures } from '@folio/people-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRoutes } from './search.routes.js';

/**
 * Ranking cases over small, exact fixtures. Runs on PGlite always and again on PostgreSQL when
 * TEST_DATABASE_URL is set: the same SQL must rank the same on both engines.
 */
function searchSuite(engine: string, url: string) {
  describe(`search on ${engine}`, () => {
    let t: CatalogTestApp;
    const search = async (q: string, extra = '') => {
      const { status, body } = await t.get(`/api/catalog/search?q=${encodeURIComponent(q)}${extra}`);
      expect(status).toBe(200);
      return body.data;
    };

    beforeAll(async () => {
      t = await createCatalogTestApp({
        url,
        routes: (deps) => [searchRoutes({ events: eventSearch(deps), ...peopleSearch(wiredPeopleDeps(deps)) })],
      });
      const make = { ...peopleFixtures(t.database.db), ...eventFixtures(t.database.db) };
      const elodie = await make.author('Élodie Brontë', { tagline: 'Author of Wuthering Lights', genres: ['romance'] });
      const evangeline = await make.author('Evangeline Ashcroft', { bio: 'Writes romantasy.' });
      await make.author('Marcus Reed', { bio: 'Inspired by the moonlit masquerade novels of his youth.' });
      await make.event('Moonlit Masquerade', { description: 'A masked evening of signed books.' });
      await make.event('Autumn Book Signing', {
        description: 'Our autumn signing ends with a moonlit masquerade in the garden.',
        startsAt: new Date('2026-07-01T10:00:00Z'),
      });
      await make.event('Harbour Readers Day', { authorIds: [elodie, evangeline] });
      for (const title of ['Dragon Song', 'Dragon Rider', 'Dragon Heart', 'Dragon Queen', 'Dragon Fire']) {
        await make.book(evangeline, title);
      }
      await make.book(elodie, 'The Silent Witness');
      await make.book(elodie, 'The Witness Tree');
      await make.vendor('Quill & Ember Books', { city: 'Edinburgh' });
    }, 60_000);
    afterAll(() => t.close());

    it('ranks an exact title above an event that only mentions it in its description', async () => {
      const data = await search('moonlit masquerade');
      expect(data.events.map((e: { title: string }) => e.title)).toEqual(['Moonlit Masquerade', 'Autumn Book Signing']);
    });

    it('ranks an author whose name matches above one whose bio mentions the words', async () => {
      const data = await search('masquerade');
      expect(data.authors.map((a: { name: string }) => a.name)).toEqual(['Marcus Reed']);
      const byName = await search('Ashcroft');
      expect(byName.authors[0].name).toBe('Evangeline Ashcroft');
    });

    it('folds accents: bronte finds Brontë, and so does BRONTË', async () => {
      for (const q of ['bronte', 'BRONTË', 'elodie bronte']) {
        const data = await search(q);
        expect(data.authors.map((a: { name: string }) => a.name)).toContain('Élodie Brontë');
      }
      expect((await search('bronte')).fuzzy).toBe(false);
    });

    it('still finds an author with a one-letter typo, through trigram similarity', async () => {
      for (const q of ['Evangeline Ashcraft', 'Evangaline', 'Ashcrot']) {
        const data = await search(q);
        expect(data.authors[0]?.name, q).toBe('Evangeline Ashcroft');
        expect(data.fuzzy).toBe(true);
      }
    });

    it('finds events by the names of attending authors', async () => {
      const data = await search('Ashcroft');
      expect(data.events.map((e: { title: string }) => e.title)).toContain('Harbour Readers Day');
    });

    it('stems English words: "signings" finds a "Signing"', async () => {
      const data = await search('signings');
      expect(data.events.map((e: { title: string }) => e.title)).toContain('Autumn Book Signing');
    });

    it('groups by kind and caps each group at the limit', async () => {
      const data = await search('dragon', '&limit=3');
      expect(data.books).toHaveLength(3);
      expect(data.books.every((b: { title: string }) => b.title.startsWith('Dragon'))).toBe(true);
      expect(data.books[0].cover_url).toMatch(/^\/api\/catalog\/covers\/books\/[0-9a-f-]{36}\.svg\?v=[\w-]+$/);
      expect((await search('dragon')).books).toHaveLength(5);
    });

    it('counts every match of each kind, whatever the limit, so the panel and the page say the same number', async () => {
      const panel = await search('dragon', '&limit=3');
      const page = await search('dragon', '&limit=20');
      expect(panel.books).toHaveLength(3);
      expect(panel.totals).toEqual({ events: 0, authors: 0, vendors: 0, books: 5 });
      expect(page.totals).toEqual(panel.totals);
      // Typo tolerance counts its look-alikes the same way.
      expect((await search('Evangaline', '&limit=1')).totals.authors).toBe(1);
    });

    it('understands websearch syntax: quoted phrases and exclusions', async () => {
      const phrase = await search('"silent witness"');
      expect(phrase.books.map((b: { title: string }) => b.title)).toEqual(['The Silent Witness']);
      const excluded = await search('witness -tree');
      expect(excluded.books.map((b: { title: string }) => b.title)).toEqual(['The Silent Witness']);
    });

    it('finds vendors by name and city', async () => {
      expect((await search('quill')).vendors[0].name).toBe('Quill & Ember Books');
      expect((await search('edinburgh')).vendors[0].name).toBe('Quill & Ember Books');
    });

    it('answers empty groups, not an error, when nothing matches', async () => {
      const data = await search('xylophonic zeppelin');
      expect(data).toEqual({
        query: 'xylophonic zeppelin',
        events: [],
        authors: [],
        vendors: [],
        books: [],
        totals: { events: 0, authors: 0, vendors: 0, books: 0 },
        fuzzy: false,
      });
    });

    it('rejects a missing or blank q, an overlong q and a limit out of range with 422', async () => {
      for (const query of [
        '',
        '?q=',
        '?q=%20%20',
        `?q=${'a'.repeat(201)}`,
        '?q=x&limit=0',
        '?q=x&limit=21',
        '?q=x&limit=many',
      ]) {
        const { status, body } = await t.get(`/api/catalog/search${query}`);
        expect(status, query).toBe(422);
        expect(body.code).toBe('validation_failed');
        expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      }
    });
  });
}

searchSuite('PGlite', '');

const postgres = process.env['TEST_DATABASE_URL'];
describe.runIf(postgres)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  searchSuite('PostgreSQL', postgres ?? '');
});
