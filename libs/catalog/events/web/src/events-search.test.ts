import * as v from 'valibot';
import { EventsSearch, ListingSearch } from './events-search';
import { StoresSearch } from './stores-search';

// The router hands validateSearch the parsed query string: numbers and booleans already typed.
const parse = <S extends v.GenericSchema>(schema: S, input: Record<string, unknown>) => v.parse(schema, input);

describe('the /events address', () => {
  it('keeps valid filters and the page', () => {
    expect(
      parse(EventsSearch, {
        when: 'past',
        category: 'signing',
        collection: 'besties',
        city: ' Chicago ',
        virtual: false,
        page: 3,
      }),
    ).toEqual({ when: 'past', category: 'signing', collection: 'besties', city: 'Chicago', virtual: false, page: 3 });
  });

  it('drops what does not fit instead of failing, so a mistyped link still shows events', () => {
    expect(
      parse(EventsSearch, {
        when: 'soon',
        category: 'Not A Slug!',
        collection: 'x'.repeat(200),
        city: '   ',
        virtual: 'maybe',
        page: 'abc',
      }),
    ).toEqual({
      when: undefined,
      category: undefined,
      collection: undefined,
      city: undefined,
      virtual: undefined,
      page: undefined,
    });
  });

  it.each([0, -2, 2.5, 'two', null, 1e9])('reads page %j as the first page', (page) => {
    expect(parse(EventsSearch, { page }).page).toBeUndefined();
  });

  it('reads a numeric city as text', () => {
    expect(parse(EventsSearch, { city: 2020 }).city).toBe('2020');
  });

  it('ignores parameters it does not know', () => {
    expect(parse(ListingSearch, { page: 2, utm_source: 'mail' })).toEqual({ page: 2 });
  });
});

describe('the stores address', () => {
  it('accepts a store status of open, closed or all', () => {
    expect(parse(StoresSearch, { status: 'closed' }).status).toBe('closed');
    expect(parse(StoresSearch, { status: 'pending' }).status).toBeUndefined();
  });
});
