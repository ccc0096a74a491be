import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventListQuery, OrderFormListQuery } from './event-query.schema.js';
import { eventPaths } from './paths.js';

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

describe('other queries', () => {
  it('defaults stores to open ones', () => {
    expect(v.parse(OrderFormListQuery, {})).toEqual({ page: 1, per_page: 20, status: 'open' });
  });
});

describe('eventPaths', () => {
  it('builds encoded paths', () => {
    expect(eventPaths.event('summer signing')).toBe('/api/catalog/events/summer%20signing');
    expect(eventPaths.eventCover('id')).toBe('/api/catalog/covers/events/id.svg');
  });
});
