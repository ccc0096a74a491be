import fc from 'fast-check';
import { nastyString } from './arbitrary-from-schema.js';

/**
 * Generated path parameters for the input-robustness suite: ids that exist, ids that could,
 * nasty text percent-encoded, and encodings a router must survive. A parameter can also name a
 * pool of ids that changes while the suite runs (the addresses the user has now), picked when
 * the request is sent.
 */

/** A path segment: text already encoded for the URL, or the `index`th id of a live pool. */
export type Segment = { raw: string } | { pool: string; index: number };

export interface ResolvedPath {
  path: string;
  /** The parameters as the router hands them to a handler (percent-decoded). */
  params: Record<string, string>;
}

/** Percent-encoding that never throws: a lone surrogate becomes the replacement character. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%EF%BF%BD' : encodeURIComponent(ch))).join('');
  }
}

/** Decoding as Hono's router does: what cannot be decoded stays as it is. */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Percent-encodings a router must survive: broken, overlong, NUL, encoded slashes and dots. */
export const RAW_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%ff',
  '%c0%80',
  '%2F',
  '%2e%2e',
  'a%00b',
  '%25',
  ';',
  '*',
  '~',
  '0',
  '-1',
  'null',
];

/** A path parameter: mostly `known` ids and, with `pool`, ids from that live pool. */
export function segment(known: readonly string[], pool?: string): fc.Arbitrary<Segment> {
  const variants: Array<fc.WeightedArbitrary<Segment>> = [
    { arbitrary: fc.uuid().map((id) => ({ raw: id })), weight: 2 },
    { arbitrary: nastyString.filter((s) => s.length < 5_000).map((s) => ({ raw: encodeSegment(s) })), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ raw })), weight: 1 },
  ];
  if (known.length > 0)
    variants.push({ arbitrary: fc.constantFrom(...known).map((id) => ({ raw: encodeSegment(id) })), weight: 3 });
  if (pool) variants.push({ arbitrary: fc.nat().map((index) => ({ pool, index })), weight: 3 });
  return fc.oneof(...variants);
}

/** A route pattern (`/api/x/:id`) with its parameters filled in, live pools read now. */
export function resolvePath(
  pattern: string,
  segments: Readonly<Record<string, Segment>>,
  pools: Readonly<Record<string, readonly string[]>>,
): ResolvedPath {
  const params: Record<string, string> = {};
  let path = pattern;
  for (const [name, seg] of Object.entries(segments)) {
    const pool = 'pool' in seg ? (pools[seg.pool] ?? []) : [];
    const raw = 'raw' in seg ? seg.raw : (pool[seg.index % Math.max(pool.length, 1)] ?? 'none-left');
    params[name] = decodeSegment(raw);
    path = path.replace(`:${name}`, raw);
  }
  return { path, params };
}
