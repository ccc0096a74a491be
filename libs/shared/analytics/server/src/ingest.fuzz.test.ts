/**
 * Generated bodies for `POST /v0/events` (quality bar, input robustness): events drawn from the
 * contract, near misses (a field of the wrong type or too long, a key missing or extra, a time
 * out of range), single bodies and newline-delimited batches around the size limits, and raw
 * bytes, under every content type. Whatever comes in: never a 5xx, every 4xx is `{message, code}`,
 * a 202 stores exactly the rows it counts, and a refused body stores nothing.
 * FOLIO_FUZZ_RUNS and FOLIO_FUZZ_SEED work as in the API's robustness suites.
 */
import { AnalyticsEvent, FUNNEL_ACTIONS, INGEST_LIMITS } from '@folio/analytics-contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEventChunks } from './analytics-storage.table.js';
import { createIngestTestApp, ingestUrl, type IngestTestApp } from './testing/index.js';

const RUNS = Number(process.env['FOLIO_FUZZ_RUNS'] ?? 1000);

let t: IngestTestApp;
beforeAll(async () => {
  t = await createIngestTestApp();
}, 60_000);
afterAll(() => t.close());

const id = fc.string({ minLength: 1, maxLength: INGEST_LIMITS.idChars });
const text = fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('', '/orderform/summer', 'https://example.com/'));
const now = Date.now();
const validEvent = fc.record({
  timestamp: fc.integer({ min: now - 400 * 86_400_000, max: now + 3_600_000 }).map((ms) => new Date(ms).toISOString()),
  action: fc.oneof(fc.constantFrom(...FUNNEL_ACTIONS, 'page_change'), fc.stringMatching(/^[a-z][a-z0-9_]{0,63}$/)),
  version: fc.constant('1.0'),
  session_id: id,
  seller_id: fc.option(id),
  seller_profile_id: fc.option(id),
  user_id: fc.option(id),
  user_uid: fc.option(id),
  target_type: fc.constantFrom('event', 'order_form', null),
  target_id: fc.option(id),
  pathname: text,
  referrer: text,
  user_agent: text,
  source: fc.constant('web'),
  country_code: fc.option(fc.stringMatching(/^[A-Z]{2}$/)),
  payload: fc
    .dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
    .map((value) => JSON.stringify(value)),
});

const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const KEYS = Object.keys(AnalyticsEvent.entries);
/** A valid event with one thing wrong: a field's value, a key gone, a key too many, a field too long, a time out of range. */
const nearMiss = fc.oneof(
  fc.tuple(validEvent, fc.constantFrom(...KEYS), anyValue).map(([event, key, value]) => ({ ...event, [key]: value })),
  fc
    .tuple(validEvent, fc.constantFrom(...KEYS))
    .map(([event, key]) => Object.fromEntries(Object.entries(event).filter(([k]) => k !== key))),
  fc
    .tuple(validEvent, fc.constantFrom('__proto__', 'constructor', 'extra', 'id'))
    .map(([event, key]) => JSON.parse(JSON.stringify(event).replace(/^\{/, `{"${key}":1,`)) as unknown),
  fc
    .tuple(validEvent, fc.constantFrom('pathname', 'payload', 'session_id'))
    .map(([event, key]) => ({ ...event, [key]: 'x'.repeat(INGEST_LIMITS.payloadChars + 1) })),
  fc
    .tuple(
      validEvent,
      fc.constantFrom('0000-01-01T00:00:00Z', '2999-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2026-02-30T10:00:00Z'),
    )
    .map(([event, timestamp]) => ({ ...event, timestamp })),
  fc
    .tuple(validEvent, fc.constantFrom('pathname', 'user_agent', 'payload'))
    .map(([event, key]) => ({ ...event, [key]: `a\u0000b` })),
);
const event = fc.oneof({ arbitrary: validEvent, weight: 3 }, { arbitrary: nearMiss, weight: 2 });

interface Body {
  bytes: Uint8Array;
  contentType: string | undefined;
  /** How many events the body holds when every one is valid, else null. */
  valid: number | null;
}
const encode = (text: string) => new TextEncoder().encode(text);
const validCount = (events: unknown[]) => (events.every((e) => v.is(AnalyticsEvent, e)) ? events.length : null);
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'application/x-ndjson', 'text/plain;charset=UTF-8'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'text/html',
      'application/jsonx',
      undefined,
    ),
    weight: 1,
  },
);
const bodies: fc.Arbitrary<Body> = fc.oneof(
  {
    arbitrary: fc
      .tuple(event, contentType)
      .map(([e, type]) => ({ bytes: encode(JSON.stringify(e)), contentType: type, valid: validCount([e]) })),
    weight: 4,
  },
  {
    arbitrary: fc
      .tuple(
        fc.array(event, { minLength: 1, maxLength: INGEST_LIMITS.batchEvents + 3 }),
        contentType,
        fc.constantFrom('\n', '\r\n', '\n\n'),
      )
      .map(([events, type, separator]) => ({
        bytes: encode(events.map((e) => JSON.stringify(e)).join(separator)),
        contentType: type,
        valid: validCount(events),
      })),
    weight: 3,
  },
  {
    // Around the limits: batches of about batchEvents valid events, and bodies padded past bodyBytes.
    arbitrary: fc
      .tuple(
        fc.array(validEvent, { minLength: INGEST_LIMITS.batchEvents - 2, maxLength: INGEST_LIMITS.batchEvents + 2 }),
        fc.boolean(),
      )
      .map(([events, padded]) => {
        const lines = events.map((e) => JSON.stringify(e)).join('\n');
        return padded
          ? {
              bytes: encode(lines + ' '.repeat(INGEST_LIMITS.bodyBytes)),
              contentType: 'application/x-ndjson',
              valid: null,
            }
          : { bytes: encode(lines), contentType: 'application/x-ndjson', valid: validCount(events) };
      }),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(fc.uint8Array({ maxLength: 300 }), contentType)
      .map(([bytes, type]) => ({ bytes, contentType: type, valid: null })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('[]', '{}', 'null', '"x"', '{"a":', '[{}]', ' ', '\n\n'), contentType)
      .map(([raw, type]) => ({ bytes: encode(raw), contentType: type, valid: null })),
    weight: 1,
  },
);

/** The events the chunks say they hold, after writing what waits (reading them all back each run would be slow). */
const storedCount = async () => {
  await t.buffer.flush();
  return (
    (
      await t.database.db
        .select({ n: sql<number>`coalesce(sum(${analyticsEventChunks.events}), 0)::int` })
        .from(analyticsEventChunks)
    )[0]?.n ?? 0
  );
};

describe('POST /v0/events with generated bodies', () => {
  it(
    'never fails with a 5xx, refuses with {message, code}, and stores exactly what it counts',
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const before = await storedCount();
          const response = await t.app.request(ingestUrl(), {
            method: 'POST',
            body: body.bytes,
            headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status).toBeLessThan(500);
          const answer = (await response.json()) as Record<string, unknown>;
          const after = await storedCount();
          if (response.status === 202) {
            expect(answer).toEqual({ successful_rows: after - before, quarantined_rows: 0 });
            expect(body.valid).toBe(after - before);
          } else {
            expect(typeof answer['message']).toBe('string');
            expect(typeof answer['code']).toBe('string');
            expect(String(answer['message'])).not.toMatch(/at \S+\.(?:ts|js):\d+|insert into|\/work\//i);
            expect(after).toBe(before);
          }
        }),
        { numRuns: RUNS },
      );
      // The runs reached every outcome: stored, refused by the contract, by size, by type, by syntax.
      expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([202, 400, 413, 415, 422]));
      // And the chunks hold what they say: every event reads back, each one the contract accepts.
      const stored = await t.stored();
      expect(stored).toHaveLength(await storedCount());
      for (const { data_source, received_at, ...event } of stored)
        expect(v.is(AnalyticsEvent, event), JSON.stringify(event)).toBe(true);
    },
    Math.max(60_000, RUNS * 100),
  );

  it(
    'stores each event as its text reads, however the text is written: the stored line may be that very text',
    async () => {
      // One event written as a client might: any key order, a key given twice (the last one counts),
      // whitespace between tokens, letters as \u escapes, '/' as '\/', and sometimes spaces around it.
      const ws = fc.constantFrom('', ' ', '\t', '  ');
      const written = fc
        .record({
          event: validEvent,
          order: fc.integer({ min: 0, max: 1000 }),
          unicode: fc.boolean(),
          slash: fc.boolean(),
          duplicate: fc.option(fc.constantFrom(...KEYS)),
          space: fc.array(ws, { minLength: 64, maxLength: 64 }),
          around: fc.constantFrom('', ' ', '\r\n', '\n'),
        })
        .map(({ event: e, order, unicode, slash, duplicate, space, around }) => {
          let n = 0;
          const gap = () => space[n++ % space.length] ?? '';
          const string = (text: string) =>
            `"${[...text].map((ch) => (unicode && /[a-z]/.test(ch) ? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}` : slash && ch === '/' ? '\\/' : JSON.stringify(ch).slice(1, -1))).join('')}"`;
          const value = (x: unknown) => (typeof x === 'string' ? string(x) : JSON.stringify(x));
          const entries = Object.entries(e);
          const keys = entries.map((_, i) => entries[(i + order) % entries.length]!);
          const members = keys.map(([key, x]) => `${gap()}${string(key)}${gap()}:${gap()}${value(x)}${gap()}`);
          if (duplicate) members.unshift(`${string(duplicate)}:${value('not this one')}`);
          return { text: `${around}{${members.join(',')}}${around}`, event: e };
        });
      await fc.assert(
        fc.asyncProperty(fc.array(written, { minLength: 1, maxLength: 20 }), async (bodies) => {
          for (const { text } of bodies) {
            const response = await t.app.request(ingestUrl(), {
              method: 'POST',
              body: text,
              headers: { 'content-type': 'application/json' },
            });
            expect(response.status, text).toBe(202);
          }
          const stored = (await t.stored()).slice(-bodies.length);
          expect(stored.map(({ data_source: _source, received_at: _received, ...event }) => event)).toEqual(
            bodies.map(({ event: e }) => ({ ...e, timestamp: new Date(e.timestamp).toISOString() })),
          );
        }),
        { numRuns: Math.max(20, Math.round(RUNS / 10)) },
      );
    },
    Math.max(60_000, RUNS * 100),
  );
});
