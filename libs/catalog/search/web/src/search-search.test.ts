import * as contract from '@folio/search-contract';
import * as v from 'valibot';
import { MAX_SEARCH_LIMIT } from './search.params';
import { SearchPageSearch } from './search-search';

// The router hands validateSearch the parsed query string: numbers and booleans already typed.
const parse = <S extends v.GenericSchema>(schema: S, input: Record<string, unknown>) => v.parse(schema, input);

describe('the search address', () => {
  it('repeats the contract’s limit', () => {
    expect(MAX_SEARCH_LIMIT).toBe(contract.MAX_SEARCH_LIMIT);
  });

  it('trims the search words and treats blank as none', () => {
    expect(parse(SearchPageSearch, { q: '  jessica  ' }).q).toBe('jessica');
    expect(parse(SearchPageSearch, { q: '   ' }).q).toBeUndefined();
    expect(parse(SearchPageSearch, { q: 'x'.repeat(201) }).q).toBeUndefined();
  });
});
