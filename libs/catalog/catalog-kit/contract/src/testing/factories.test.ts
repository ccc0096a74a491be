import { describe, expect, it } from 'vitest';
import { aPage, exampleId } from './factories.js';

describe('example answers', () => {
  it('gives every call its own id', () => {
    expect(exampleId()).not.toBe(exampleId());
    expect(exampleId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('works out the last page from the total', () => {
    expect(aPage([{}], { total: 25, per_page: 12, current_page: 3 }).meta).toEqual({
      current_page: 3,
      per_page: 12,
      total: 25,
      last_page: 3,
    });
  });
});
