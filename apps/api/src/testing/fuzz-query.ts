import fc from 'fast-check';
import { getQueryParams } from 'hono/utils/url';
import type * as v from 'valibot';
import { entriesOf, nastyString, numericKeysOf, validFromSchema, type SchemaHints } from './arbitrary-from-schema.js';
import { encodeSegment, RAW_SEGMENTS } from './fuzz-path.js';

/**
 * Query strings for the input-robustness suite, derived from a route's query contract (the schema
 * its `validate('query', …)` reads): values the contract accepts, one parameter broken at a time
 * (nasty text, numbers past every limit, repeated, bracketed or empty parameters), unknown and
 * prototype-named keys, and raw percent-encodings no browser writes.
 */

export interface FuzzQuery {
  /** How it was made (`valid`, `near-miss:number`, `raw:encoding`, …), for failure reports. */
  how: string;
  /** The query string as sent, without the `?` (empty for none). */
  text: string;
}

/** A parameter as sent: `key=value`, or a bare `key` when the value is null. */
type Pair = readonly [key: string, value: string | null];

/**
 * Numbers as text that break naive paging: past 32 and 64 bits, past the safe integers, not
 * whole, not finite, in other notations and scripts. An offset made from one of them must never
 * reach the database.
 */
export const NUMBER_TEXTS: readonly string[] = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e20',
  '1e308',
  '1e309',
  '-1e20',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '0b11',
  '1_000',
  '+1',
  ' 1',
  '1 ',
  '1e-7',
  '00001',
  '١٢٣',
  '',
];

/** Numbers as text: the list above, boundaries around every cap, and generated ones of any size. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NUMBER_TEXTS), weight: 4 },
  { arbitrary: fc.integer({ min: -2, max: 20_002 }).map(String), weight: 2 },
  { arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String), weight: 2 },
  { arbitrary: fc.double().map(String), weight: 1 },
);

/** Keys every list has somewhere, tried on every route: a handler may read one without a contract. */
const COMMON_KEYS = ['page', 'per_page', 'limit', 'q', 'sort_by', 'sort_order'];
/** Keys no contract names, some of which collide with Object.prototype. */
const UNKNOWN_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '',
  ' ',
  'a.b',
  'filter[x]',
  'page[]',
];
/** Encodings sent as they are: broken, overlong, NUL, and the separators themselves. */
const RAW_VALUES: readonly string[] = [
  ...RAW_SEGMENTS,
  '%zz%',
  '%ff%fe',
  '%E2%82',
  '%ef%bf%bf',
  '+',
  '%2B',
  '%26',
  '%3D',
  '==',
  '&&',
  '?',
  '%3F',
];

const encodePair = ([key, value]: Pair) =>
  value === null ? encodeSegment(key) : `${encodeSegment(key)}=${encodeSegment(value)}`;
const encode = (pairs: readonly Pair[]) => pairs.map(encodePair).join('&');

/** The pairs of a value the schema accepts; query contracts hold text only. */
function pairsOf(value: unknown): Pair[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).map(([key, item]): Pair => [key, String(item)]);
}

/** One parameter set to `value`: replaced where the pairs hold it, added where they do not. */
function withParam(pairs: readonly Pair[], key: string, value: string | null): Pair[] {
  return [...pairs.filter(([k]) => k !== key), [key, value]];
}

/** A key: mostly one the route reads, now and then one of `others` it should ignore. */
function mostly(read: readonly string[], others: readonly string[]): fc.Arbitrary<string> {
  const rest = others.filter((key) => !read.includes(key));
  if (read.length === 0) return fc.constantFrom(...others);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...read), weight: 3 },
    { arbitrary: fc.constantFrom(...(rest.length > 0 ? rest : read)), weight: 1 },
  );
}

export interface QueryOptions {
  /** Query keys the handler reads without a contract (`intended`, `limit`, …). */
  reads?: readonly string[];
  hints?: SchemaHints;
}

/**
 * Query strings for a route: from its query contract when it has one, from the keys it reads
 * (and the keys every list has) when it has none.
 */
export function queriesFromSchema(
  schema: v.GenericSchema | undefined,
  { reads = [], hints = {} }: QueryOptions = {},
): fc.Arbitrary<FuzzQuery> {
  const contractKeys = schema ? Object.keys(entriesOf(schema) ?? {}) : [];
  const keys = mostly([...contractKeys, ...reads], COMMON_KEYS);
  const numeric = mostly(schema ? numericKeysOf(schema) : [], ['page', 'per_page', 'limit']);
  const valid: fc.Arbitrary<Pair[]> = schema ? validFromSchema(schema, hints).map(pairsOf) : fc.constant([]);
  const query = (how: string, pairs: fc.Arbitrary<readonly Pair[]>) =>
    pairs.map((p): FuzzQuery => ({ how, text: encode(p) }));

  return fc.oneof(
    { arbitrary: query('valid', valid), weight: 4 },
    {
      arbitrary: query(
        'near-miss:nasty-value',
        fc
          .tuple(
            valid,
            keys,
            nastyString.filter((s) => s.length < 5_000),
          )
          .map(([pairs, key, text]) => withParam(pairs, key, text)),
      ),
      weight: 4,
    },
    {
      arbitrary: query(
        'near-miss:number',
        fc.tuple(valid, numeric, numberText).map(([pairs, key, text]) => withParam(pairs, key, text)),
      ),
      weight: 3,
    },
    {
      arbitrary: query(
        'near-miss:repeated',
        fc
          .tuple(
            valid,
            keys,
            fc.array(fc.oneof(numberText, fc.constantFrom('1', 'asc', 'true')), { minLength: 2, maxLength: 3 }),
          )
          .map(([pairs, key, values]) => [
            ...pairs.filter(([k]) => k !== key),
            ...values.map((value): Pair => [key, value]),
          ]),
      ),
      weight: 1,
    },
    {
      arbitrary: query(
        'near-miss:empty',
        fc
          .tuple(valid, keys, fc.constantFrom<string | null>('', null))
          .map(([pairs, key, value]) => withParam(pairs, key, value)),
      ),
      weight: 1,
    },
    {
      arbitrary: query(
        'near-miss:unknown-keys',
        fc
          .tuple(
            valid,
            fc.uniqueArray(fc.oneof(fc.constantFrom(...UNKNOWN_KEYS), fc.string({ maxLength: 12 })), {
              minLength: 1,
              maxLength: 3,
            }),
            nastyString.filter((s) => s.length < 200),
          )
          .map(([pairs, extra, text]) => [...pairs, ...extra.map((key): Pair => [key, text])]),
      ),
      weight: 1,
    },
    {
      // Raw text after the encoded pairs: what the router decodes itself, or cannot decode at all.
      arbitrary: fc.tuple(valid, keys, fc.constantFrom(...RAW_VALUES)).map(
        ([pairs, key, raw]): FuzzQuery => ({
          how: 'raw:encoding',
          text: [encode(pairs), `${encodeSegment(key)}=${raw}`].filter(Boolean).join('&'),
        }),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom('&', '&&&', '=', '=x', '&=&', '?', `q=${'x'.repeat(20_000)}`)
        .map((text): FuzzQuery => ({ how: 'raw:shape', text })),
      weight: 1,
    },
  );
}

/** A path with its query string. */
export function withQuery(path: string, query: FuzzQuery): string {
  return query.text === '' ? path : `${path}?${query.text}`;
}

/**
 * The query as a contract sees it behind `validate('query', …)`: Hono's own parsing of the URL
 * the app receives, one value per key and an array for a repeated key.
 */
export function queryValue(path: string): Record<string, string | string[]> {
  const url = new URL(path, 'http://localhost').href;
  const all = getQueryParams(url) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(all).map(([key, values]) => [key, values.length === 1 ? (values[0] ?? '') : values]),
  );
}
