import * as contract from '@folio/catalog-kit-contract';
import { MAX_QUERY_LENGTH, MAX_SLUG_LENGTH, SLUG_PATTERN } from './search-params';

describe('the limits repeated from the contract', () => {
  it('are the contract’s own', () => {
    expect(SLUG_PATTERN.source).toBe(contract.SLUG_PATTERN.source);
    expect(MAX_SLUG_LENGTH).toBe(contract.MAX_SLUG_LENGTH);
    expect(MAX_QUERY_LENGTH).toBe(contract.MAX_QUERY_LENGTH);
  });
});
