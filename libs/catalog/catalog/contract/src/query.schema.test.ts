import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { catalogPaths } from './paths.js';
import { EventListQuery, OrderFormListQuery, SearchQuery } from './query.schema.js';
import { MergeSavedInput, SavedTargetParams } from './saved.schema.js';

describe('EventListQuery', () => {
  it('defaults to the first page of upcoming events and types its filters', () => {
    expect(v.parse(EventListQuery, {})).toEqual({ page: 1, per_page: 20, when: 'upcoming' });
    expect(v.parse(EventListQuery, { virtual: 'true', country: 'gb', q: '  dragons ', city: ' ' })).toMatchObject({
      virtual: true,
      country: 'GB',
      q: 'dragons',
      city: undefined,
    });
  });

  it('rejects sort fields outside the allow-list, bad orders and per_page above 100', () => {
    const result = v.safeParse(EventListQuery, { sort_by: 'password', sort_order: 'up', per_page: '101' });
    expect(result.success).toBe(false);
    const fields = (result.issues ?? []).map((issue) => issue.path?.[0]?.key);
    expect(fields).toEqual(expect.arrayContaining(['sort_by', 'sort_order', 'per_page']));
    expect(v.safeParse(EventListQuery, { category: '../etc' }).success).toBe(false);
  });
});

describe('other queries and inputs', () => {
  it('defaults stores to open ones, and search needs a q', () => {
    expect(v.parse(OrderFormListQuery, {})).toEqual({ page: 1, per_page: 20, status: 'open' });
    expect(v.parse(SearchQuery, { q: ' brontë ' })).toEqual({ q: 'brontë', limit: 5 });
    expect(v.safeParse(SearchQuery, {}).success).toBe(false);
    expect(v.safeParse(SearchQuery, { q: '   ' }).success).toBe(false);
  });

  it('accepts saved kinds and UUIDs only', () => {
    const id = '3f1c2b8e-9d4a-4c59-8a2e-0d6f1b2c3d4e';
    expect(v.safeParse(SavedTargetParams, { kind: 'event', id }).success).toBe(true);
    expect(v.safeParse(SavedTargetParams, { kind: 'book', id }).success).toBe(false);
    expect(v.safeParse(MergeSavedInput, { items: [{ kind: 'author', target_id: id }] }).success).toBe(true);
    expect(v.safeParse(MergeSavedInput, { items: [{ kind: 'author', target_id: 'x' }] }).success).toBe(false);
  });
});

describe('catalogPaths', () => {
  it('builds encoded paths', () => {
    expect(catalogPaths.event('summer signing')).toBe('/api/catalog/events/summer%20signing');
    expect(catalogPaths.savedItem('event', 'a/b')).toBe('/api/catalog/saved/event/a%2Fb');
    expect(catalogPaths.bookCover('id')).toBe('/api/catalog/covers/books/id.svg');
  });
});
