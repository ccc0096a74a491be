import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, MAX_PER_PAGE, PageQuery, paginated } from './pagination.schema.js';

describe('PageQuery', () => {
  it('defaults to the first page of the default size', () => {
    expect(v.parse(PageQuery, {})).toEqual({ page: 1, per_page: 20 });
  });

  it('rejects per_page above the cap and pages below 1', () => {
    expect(v.safeParse(PageQuery, { per_page: String(MAX_PER_PAGE + 1) }).success).toBe(false);
    expect(v.safeParse(PageQuery, { page: '0' }).success).toBe(false);
    expect(v.safeParse(PageQuery, { page: 'two' }).success).toBe(false);
  });

  it('serves pages up to the last one any list has, so an offset never outgrows the database', () => {
    expect(v.parse(PageQuery, { page: String(MAX_PAGE), per_page: String(MAX_PER_PAGE) })).toEqual({
      page: MAX_PAGE,
      per_page: MAX_PER_PAGE,
    });
    expect((MAX_PAGE - 1) * MAX_PER_PAGE).toBeLessThan(2 ** 31);
    const messages = (page: string | string[]) =>
      v.safeParse(PageQuery, { page }).issues?.map((issue) => issue.message);
    expect(messages(String(MAX_PAGE + 1))).toEqual([`The page may not be greater than ${MAX_PAGE}.`]);
    expect(messages('1e20')).toEqual([`The page may not be greater than ${MAX_PAGE}.`]);
    expect(messages('1.5')).toEqual(['The page must be a whole number.']);
    expect(messages('NaN')).toEqual(['The page must be a number.']);
    expect(messages(['1', '2'])).toEqual(['The page may be given only once.']);
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
