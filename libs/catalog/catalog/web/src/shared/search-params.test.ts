import * as contract from '@folio/catalog-contract';
import * as v from 'valibot';
import { EventsSearch, ListingSearch } from '../events/events-search';
import { AuthorsSearch, StoresSearch, VendorsSearch } from '../people/people-search';
import { SearchPageSearch } from '../search/search-search';
import { MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT, MAX_SLUG_LENGTH, SLUG_PATTERN, VENDOR_KIND_VALUES } from './search-params';

describe('the limits repeated from the contract', () => {
  it('are the contract’s own', () => {
    expect(SLUG_PATTERN.source).toBe(contract.SLUG_PATTERN.source);
    expect(MAX_SLUG_LENGTH).toBe(contract.MAX_SLUG_LENGTH);
    expect(MAX_QUERY_LENGTH).toBe(contract.MAX_QUERY_LENGTH);
    expect(MAX_SEARCH_LIMIT).toBe(contract.MAX_SEARCH_LIMIT);
    expect([...VENDOR_KIND_VALUES]).toEqual([...contract.VENDOR_KINDS]);
  });
});

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

describe('the people, stores and search addresses', () => {
  it('accept known genres and vendor kinds only', () => {
    expect(parse(AuthorsSearch, { genre: 'romantasy', q: 'walter' })).toMatchObject({
      genre: 'romantasy',
      q: 'walter',
    });
    expect(parse(AuthorsSearch, { genre: 'cookbooks' }).genre).toBeUndefined();
    expect(parse(VendorsSearch, { kind: 'publisher' }).kind).toBe('publisher');
    expect(parse(VendorsSearch, { kind: 'florist' }).kind).toBeUndefined();
  });

  it('accept a store status of open, closed or all', () => {
    expect(parse(StoresSearch, { status: 'closed' }).status).toBe('closed');
    expect(parse(StoresSearch, { status: 'pending' }).status).toBeUndefined();
  });

  it('trim the search words and treat blank as none', () => {
    expect(parse(SearchPageSearch, { q: '  jessica  ' }).q).toBe('jessica');
    expect(parse(SearchPageSearch, { q: '   ' }).q).toBeUndefined();
    expect(parse(SearchPageSearch, { q: 'x'.repeat(201) }).q).toBeUndefined();
  });
});
