import { describe, expect, it } from 'vitest';
import { peoplePaths } from './paths.js';

describe('peoplePaths', () => {
  it('builds encoded paths', () => {
    expect(peoplePaths.bookCover('id')).toBe('/api/catalog/covers/books/id.svg');
    expect(peoplePaths.author('a b')).toBe('/api/catalog/authors/a%20b');
  });
});
