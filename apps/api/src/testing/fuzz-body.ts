import fc from 'fast-check';
import type * as v from 'valibot';
import {
  nearMissFromSchema,
  RAW_NUMBER_MARK,
  validFromSchema,
  type NearMissKind,
  type SchemaHints,
} from './arbitrary-from-schema.js';

/**
 * Request bodies as bytes on the wire, for the input-robustness suite: JSON derived from a
 * contract schema (valid-looking and near misses) plus, now and then, what no JSON encoder
 * writes: raw number literals, invalid UTF-8, truncated or non-JSON text, wrong content types.
 */

export type BodyKind = 'valid' | 'near-miss' | 'raw';

export interface FuzzBody {
  kind: BodyKind;
  /** How it was made (`near-miss:wrong-type`, `raw:invalid-utf8`, …), for failure reports. */
  how: string;
  /** The bytes sent, or undefined for a request without a body. */
  bytes: Uint8Array | undefined;
  contentType: string | undefined;
}

const JSON_TYPE = 'application/json';
const encoder = new TextEncoder();
const MARKED_NUMBER = new RegExp(
  `"${JSON.stringify(RAW_NUMBER_MARK).slice(1, -1).replace(/\\/g, '\\\\')}([^"]*)"`,
  'g',
);

/** JSON text of a value, with the raw-number markers replaced by the number literals they carry. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(MARKED_NUMBER, (_match, literal: string) => literal);
}

const jsonBody = (kind: BodyKind, how: string, text: string, contentType = JSON_TYPE): FuzzBody => ({
  kind,
  how,
  bytes: encoder.encode(text),
  contentType,
});

const concat = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...encoder.encode(part)] : part)));

/** Byte sequences no UTF-8 decoder may accept. */
const INVALID_UTF8: readonly number[][] = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
  [0xe2, 0x82],
];

const NOT_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1,}',
  "{'a': 1}",
  '{a: 1}',
  'NaN',
  'undefined',
  '// comment\n{}',
  '{"a": 01}',
  '{"a": .5}',
  '{"a": +1}',
  '{"a": Infinity}',
  '{"a": "\\x41"}',
  '{"a": "\\u12"}',
  '"unterminated',
  'email=a%40b.c&password=x',
  '<?xml version="1.0"?><a/>',
  '\u0000',
];

/** Bodies no JSON encoder writes, each a way a real client or an attacker can still send. */
function rawBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  const validText = valid.map(toJsonText);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...INVALID_UTF8), fc.string({ maxLength: 8 })).map(([bytes, prefix]) => ({
      kind: 'raw' as const,
      how: 'raw:invalid-utf8',
      bytes: concat(`{"email":"${prefix}`, bytes, '"}'),
      contentType: JSON_TYPE,
    })),
    fc
      .uint8Array({ minLength: 1, maxLength: 64 })
      .map((bytes) => ({ kind: 'raw' as const, how: 'raw:random-bytes', bytes, contentType: JSON_TYPE })),
    fc.constantFrom(...NOT_JSON).map((text) => jsonBody('raw', 'raw:not-json', text)),
    fc.string({ minLength: 1, maxLength: 30 }).map((text) => jsonBody('raw', 'raw:text', text)),
    fc
      .tuple(validText, fc.nat())
      .filter(([text]) => text.length > 1)
      .map(([text, cut]) => jsonBody('raw', 'raw:truncated', text.slice(0, 1 + (cut % (text.length - 1))))),
    validText.map((text) => jsonBody('raw', 'raw:bom', `\ufeff${text}`)),
    validText.map((text) =>
      jsonBody(
        'raw',
        'raw:duplicate-keys',
        text.startsWith('{"') ? `{"email":"first@example.com",${text.slice(1)}` : text,
      ),
    ),
    fc
      .integer({ min: 33, max: 400 })
      .map((depth) => jsonBody('raw', 'raw:deep-nesting', '['.repeat(depth) + ']'.repeat(depth))),
    fc
      .tuple(
        validText,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/jsonp',
          '',
        ),
      )
      .map(([text, type]) => jsonBody('raw', 'raw:content-type', text, type)),
    fc
      .tuple(
        validText,
        fc.constantFrom(
          'application/json; charset=utf-8',
          'APPLICATION/JSON',
          'application/vnd.api+json',
          'application/json; charset=latin1',
        ),
      )
      .map(([text, type]) => jsonBody('raw', 'raw:json-type-variant', text, type)),
    // Over the 256 kB body limit: rare, it costs a megabyte of work per run.
    fc.constant(null).map(() => jsonBody('raw', 'raw:oversized', `{"a":"${'x'.repeat(300 * 1024)}"}`)),
    fc
      .constant(null)
      .map((): FuzzBody => ({ kind: 'raw', how: 'raw:empty-json', bytes: new Uint8Array(0), contentType: JSON_TYPE })),
  );
}

export interface BodyMix {
  valid: number;
  nearMiss: number;
  raw: number;
}

const DEFAULT_MIX: BodyMix = { valid: 4, nearMiss: 5, raw: 2 };

/** Bodies for an endpoint that takes `schema`: mostly JSON, some raw. */
export function bodiesFromSchema(
  schema: v.GenericSchema,
  hints: SchemaHints = {},
  mix: BodyMix = DEFAULT_MIX,
): fc.Arbitrary<FuzzBody> {
  const valid = validFromSchema(schema, hints);
  return fc.oneof(
    { arbitrary: valid.map((value) => jsonBody('valid', 'valid', toJsonText(value))), weight: mix.valid },
    {
      arbitrary: nearMissFromSchema(schema, hints).map(({ how, value }: { how: NearMissKind; value: unknown }) =>
        jsonBody('near-miss', `near-miss:${how}`, toJsonText(value)),
      ),
      weight: mix.nearMiss,
    },
    { arbitrary: rawBodies(valid), weight: mix.raw },
  );
}

/**
 * Bodies for an endpoint that reads none (logout, mark read, delete): no body at all is its
 * valid request, anything else must be ignored or refused cleanly.
 */
export function bodiesWithoutSchema(mix: BodyMix = DEFAULT_MIX): fc.Arbitrary<FuzzBody> {
  const anyJson = fc.jsonValue({ maxDepth: 3 });
  return fc.oneof(
    {
      arbitrary: fc.constant<FuzzBody>({
        kind: 'valid',
        how: 'valid:no-body',
        bytes: undefined,
        contentType: undefined,
      }),
      weight: mix.valid,
    },
    {
      arbitrary: anyJson.map((value) => jsonBody('near-miss', 'near-miss:unexpected-body', toJsonText(value))),
      weight: mix.nearMiss,
    },
    { arbitrary: rawBodies(anyJson), weight: mix.raw },
  );
}

/** The body as the server's JSON guard sees it: the parsed value, or `undefined` when it is not JSON. */
export function parsedBody(body: FuzzBody): { json: true; value: unknown } | { json: false } {
  if (!body.bytes || body.bytes.length === 0) return { json: true, value: {} };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
    return { json: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { json: false };
  }
}
