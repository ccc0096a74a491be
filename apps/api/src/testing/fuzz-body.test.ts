import { LoginInput } from '@folio/auth-contract';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RAW_NUMBER_MARK } from './arbitrary-from-schema.js';
import { bodiesFromSchema, bodiesWithoutSchema, parsedBody, toJsonText, type FuzzBody } from './fuzz-body.js';

const text = (body: FuzzBody) => new TextDecoder().decode(body.bytes);

describe('toJsonText', () => {
  it('writes the number literals JSON.stringify cannot', () => {
    expect(toJsonText({ a: `${RAW_NUMBER_MARK}1e309`, b: [`${RAW_NUMBER_MARK}-0`], c: 'plain' })).toBe(
      '{"a":1e309,"b":[-0],"c":"plain"}',
    );
  });
});

describe('bodiesFromSchema', () => {
  const sample = fc.sample(bodiesFromSchema(LoginInput), 3_000);

  it('mixes bodies the contract accepts, near misses it refuses, and bytes that are not JSON at all', () => {
    const parsed = sample.map(parsedBody);
    expect(parsed.filter((p) => p.json && v.is(LoginInput, p.value)).length).toBeGreaterThan(sample.length * 0.2);
    expect(parsed.filter((p) => p.json && !v.is(LoginInput, p.value)).length).toBeGreaterThan(sample.length * 0.3);
    expect(parsed.filter((p) => !p.json).length).toBeGreaterThan(sample.length * 0.03);
  });

  it('now and then sends invalid UTF-8, raw number literals, __proto__ keys, wrong content types and oversized bodies', () => {
    const hows = new Set(sample.map((body) => body.how));
    for (const how of [
      'raw:invalid-utf8',
      'near-miss:raw-number',
      'near-miss:prototype-key',
      'raw:content-type',
      'raw:oversized',
    ])
      expect(hows).toContain(how);
    expect(sample.some((body) => /"__proto__":/.test(text(body)))).toBe(true);
    expect(sample.some((body) => /:(?:-?1e309|-0)\b/.test(text(body)))).toBe(true);
    expect(sample.some((body) => (body.bytes?.byteLength ?? 0) > 256 * 1024)).toBe(true);
  });
});

describe('bodiesWithoutSchema', () => {
  it('sends no body at all for the valid share', () => {
    const valid = fc.sample(bodiesWithoutSchema(), 200).filter((body) => body.kind === 'valid');
    expect(valid.length).toBeGreaterThan(0);
    expect(valid.every((body) => body.bytes === undefined && body.contentType === undefined)).toBe(true);
  });
});

describe('parsedBody', () => {
  it('reads bodies as the server does: none is {}, a BOM is dropped, invalid UTF-8 is not JSON', () => {
    const body = (bytes: Uint8Array | undefined): FuzzBody => ({
      kind: 'raw',
      how: 'test',
      bytes,
      contentType: 'application/json',
    });
    expect(parsedBody(body(undefined))).toEqual({ json: true, value: {} });
    expect(parsedBody(body(new TextEncoder().encode('\ufeff{"a":1}')))).toEqual({ json: true, value: { a: 1 } });
    expect(parsedBody(body(Uint8Array.from([0x7b, 0xff, 0x7d])))).toEqual({ json: false });
  });
});
