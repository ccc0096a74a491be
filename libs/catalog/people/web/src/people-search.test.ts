import { GENRE_SLUGS, VENDOR_KINDS } from '@folio/people-contract';
import * as v from 'valibot';
import { AuthorsSearch, GENRE_VALUES, VENDOR_KIND_VALUES, VendorsSearch } from './people-search';

// The router hands validateSearch the parsed query string: numbers and booleans already typed.
const parse = <S extends v.GenericSchema>(schema: S, input: Record<string, unknown>) => v.parse(schema, input);

describe('the people addresses', () => {
  it('repeat the contract’s vendor kinds and genres', () => {
    expect([...VENDOR_KIND_VALUES]).toEqual([...VENDOR_KINDS]);
    expect([...GENRE_VALUES]).toEqual([...GENRE_SLUGS]);
  });

  it('accept known genres and vendor kinds only', () => {
    expect(parse(AuthorsSearch, { genre: 'romantasy', q: 'walter' })).toMatchObject({
      genre: 'romantasy',
      q: 'walter',
    });
    expect(parse(AuthorsSearch, { genre: 'cookbooks' }).genre).toBeUndefined();
    expect(parse(VendorsSearch, { kind: 'publisher' }).kind).toBe('publisher');
    expect(parse(VendorsSearch, { kind: 'florist' }).kind).toBeUndefined();
  });
});
