import { anEvent } from '@folio/events-contract/testing';
import { anAuthor } from '@folio/people-contract/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SearchResults } from '../index.js';
import { someSearchResults } from './search-factories.js';

describe('example search answers', () => {
  it('match the contract', () => {
    const result = v.safeParse(SearchResults, someSearchResults({ events: [anEvent()], authors: [anAuthor()] }));
    expect(result.issues).toBeUndefined();
  });

  it('count what they hold unless told the totals', () => {
    expect(someSearchResults({ authors: [anAuthor()] }).totals).toEqual({
      events: 0,
      authors: 1,
      vendors: 0,
      books: 0,
    });
    const many = { events: 9, authors: 1, vendors: 0, books: 0 };
    expect(someSearchResults({ authors: [anAuthor()], totals: many }).totals).toEqual(many);
  });
});
