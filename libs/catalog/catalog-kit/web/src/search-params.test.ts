import * as contract from '@folio/catalog-kit-contract';
import * as httpContract from '@folio/http-contract';
import * as v from 'valibot';
import { MAX_PAGE, MAX_QUERY_LENGTH, MAX_SLUG_LENGTH, SLUG_PATTERN, pageParam } from './search-params';

describe('the limits repeated from the contract', () => {
  it('are the contract’s own', () => {
    expect(SLUG_PATTERN.source).toBe(contract.SLUG_PATTERN.source);
    expect(MAX_SLUG_LENGTH).toBe(contract.MAX_SLUG_LENGTH);
    expect(MAX_QUERY_LENGTH).toBe(contract.MAX_QUERY_LENGTH);
    expect(MAX_PAGE).toBe(httpContract.MAX_PAGE);
  });
});

describe('pageParam', () => {
  it('reads a page past the last one the API serves as the first page, not an error screen', () => {
    expect(v.parse(pageParam, MAX_PAGE)).toBe(MAX_PAGE);
    expect(v.parse(pageParam, MAX_PAGE + 1)).toBeUndefined();
    expect(v.parse(pageParam, 1e20)).toBeUndefined();
  });
});
