import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Id, Slug } from './common.schema.js';
import { pathSegment } from './paths.js';
import { booleanFlag, slugFilter, sortBy, textFilter } from './query-params.schema.js';

describe('the shared query pieces', () => {
  it('type flags, trim text and check slugs and sorts', () => {
    const query = v.object({
      virtual: booleanFlag('virtual'),
      q: textFilter('q'),
      category: slugFilter('category'),
      sort_by: sortBy(['name'] as const),
    });
    expect(v.parse(query, { virtual: '1', q: '  dragons ', category: 'signing' })).toEqual({
      virtual: true,
      q: 'dragons',
      category: 'signing',
      sort_by: undefined,
    });
    expect(v.parse(query, { q: ' ' }).q).toBeUndefined();
    expect(v.safeParse(query, { category: '../etc' }).success).toBe(false);
    expect(v.safeParse(query, { sort_by: 'password' }).success).toBe(false);
  });

  it('accept UUID ids and lower-case slugs only, and encode path segments', () => {
    expect(v.safeParse(Id, '3f1c2b8e-9d4a-4c59-8a2e-0d6f1b2c3d4e').success).toBe(true);
    expect(v.safeParse(Slug, 'Not A Slug').success).toBe(false);
    expect(pathSegment('a/b c')).toBe('a%2Fb%20c');
  });
});
