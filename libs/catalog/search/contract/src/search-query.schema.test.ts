import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchPaths } from './paths.js';
import { SearchQuery } from './search-query.schema.js';

describe('SearchQuery', () => {
  it('needs a q and defaults the limit', () => {
    expect(v.parse(SearchQuery, { q: ' brontë ' })).toEqual({ q: 'brontë', limit: 5 });
    expect(v.safeParse(SearchQuery, {}).success).toBe(false);
    expect(v.safeParse(SearchQuery, { q: '   ' }).success).toBe(false);
    expect(searchPaths.search()).toBe('/api/catalog/search');
  });
});
