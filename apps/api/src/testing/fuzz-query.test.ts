import { EventListQuery } from '@folio/events-contract';
import { MAX_PAGE } from '@folio/http-contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queriesFromSchema, queryValue, withQuery } from './fuzz-query.js';

describe('queriesFromSchema', () => {
  const sample = fc.sample(queriesFromSchema(EventListQuery), 3_000);
  const read = sample.map((query) => queryValue(withQuery('/api/catalog/events', query)));

  it('mixes queries the contract accepts with ones it refuses', () => {
    expect(read.filter((query) => v.is(EventListQuery, query)).length).toBeGreaterThan(sample.length * 0.3);
    expect(read.filter((query) => !v.is(EventListQuery, query)).length).toBeGreaterThan(sample.length * 0.2);
    // Every valid one is valid by the contract: its numbers are numbers, its slugs slugs.
    expect(
      sample
        .filter((query) => query.how === 'valid')
        .every((query) => v.is(EventListQuery, queryValue(`/?${query.text}`))),
    ).toBe(true);
  });

  it('sends pages past every cap and past 64 bits, repeated and empty parameters, prototype keys and broken encodings', () => {
    const pages = read.flatMap((query) => [query['page'] ?? []].flat()).map(Number);
    expect(pages.some((page) => page > MAX_PAGE && page < 2 ** 31)).toBe(true);
    expect(pages.some((page) => page > 2 ** 63)).toBe(true);
    expect(read.some((query) => Object.values(query).some(Array.isArray))).toBe(true);
    expect(read.some((query) => Object.values(query).includes(''))).toBe(true);
    expect(read.some((query) => Object.hasOwn(query, '__proto__'))).toBe(true);
    expect(new Set(sample.map((query) => query.how))).toEqual(
      new Set([
        'valid',
        'near-miss:nasty-value',
        'near-miss:number',
        'near-miss:repeated',
        'near-miss:empty',
        'near-miss:unknown-keys',
        'raw:encoding',
        'raw:shape',
      ]),
    );
  });

  it('tries the keys a route reads without a contract, and paging keys everywhere', () => {
    const keys = new Set(
      fc
        .sample(queriesFromSchema(undefined, { reads: ['intended'] }), 1_000)
        .flatMap((query) => Object.keys(queryValue(`/?${query.text}`))),
    );
    for (const key of ['intended', 'page', 'per_page', 'limit']) expect(keys).toContain(key);
  });
});

describe('queryValue', () => {
  it('reads a query as the router hands it to a contract: decoded, an array for a repeated key, undecodable text kept', () => {
    expect(queryValue('/x?page=1&page=2&q=a%20b+c&bad=%zz&flag')).toEqual({
      page: ['1', '2'],
      q: 'a b c',
      bad: '%zz',
      flag: '',
    });
    expect(queryValue('/x')).toEqual({});
  });
});
