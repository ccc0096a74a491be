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
});
