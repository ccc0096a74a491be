import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, PageQuery, paginated } from './pagination.schema.js';

describe('PageQuery', () => {
  it('defaults to the first page of the default size', () => {
    expect(v.parse(PageQuery, {})).toEqual({ page: 1, per_page: 20 });
  });

  it('rejects per_page above the cap and pages below 1', () => {
    expect(v.safeParse(PageQuery, { per_page: String(MAX_PER_PAGE + 1) }).success).toBe(false);
    expect(v.safeParse(PageQuery, { page: '0' }).success).toBe(false);
    expect(v.safeParse(PageQuery, { page: 'two' }).success).toBe(false);
  });
});

describe('paginated', () => {
  it('accepts the Laravel list envelope and rejects items of the wrong shape', () => {
    const Names = paginated(v.string());
    const meta = { current_page: 1, per_page: 20, total: 1, last_page: 1 };
    expect(v.safeParse(Names, { data: ['a'], meta }).success).toBe(true);
    expect(v.safeParse(Names, { data: [1], meta }).success).toBe(false);
  });
});
