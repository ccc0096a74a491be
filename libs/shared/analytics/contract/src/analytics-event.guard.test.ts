import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isAnalyticsEvent } from './analytics-event.guard.js';
import { AnalyticsEvent, FUNNEL_ACTIONS, INGEST_LIMITS } from './analytics-event.schema.js';

const RUNS = Number(process.env['FOLIO_FUZZ_RUNS'] ?? 2000);

const event = {
  timestamp: '2026-11-24T10:00:00.000Z',
  action: 'order_form_view',
  version: '1.0',
  session_id: 'a3f1c2',
  seller_id: 'seller-1',
  seller_profile_id: null,
  user_id: null,
  user_uid: 'visitor-1',
  target_type: 'order_form',
  target_id: 'form-1',
  pathname: '/orderform/summer',
  referrer: '',
  user_agent: 'Mozilla/5.0',
  source: 'web',
  country_code: 'US',
  payload: '{"href":"http://localhost/orderform/summer","locale":"en-US"}',
};

// Values around each rule: at and past the limits, the wrong type, a near-miss format.
const id = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 3 }),
  fc.constantFrom('x'.repeat(INGEST_LIMITS.idChars), 'x'.repeat(INGEST_LIMITS.idChars + 1), 1, undefined),
);
const longText = fc.constantFrom('x'.repeat(INGEST_LIMITS.textChars), 'x'.repeat(INGEST_LIMITS.textChars + 1), null, 0);
const fields: Record<keyof typeof event, fc.Arbitrary<unknown>> = {
  timestamp: fc.oneof(
    fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    fc.constantFrom(
      '2026-11-24 10:00:00Z',
      '2026-11-24T10:00:00+02:00',
      '2026-11-24T10:00:00.1234567891Z',
      '2026-02-30T10:00:00Z',
      '2026-11-24T10:00Z',
      '2026-11-24',
      'yesterday',
      7,
    ),
  ),
  action: fc.oneof(
    fc.constantFrom(...FUNNEL_ACTIONS, 'page_change', 'a', 'A', '_x', 'x'.repeat(64), 'x'.repeat(65), 'a-b', ''),
    fc.string({ maxLength: 4 }),
  ),
  version: fc.constantFrom('1.0', '1', 1, null),
  session_id: fc.oneof(id, fc.constant('')),
  seller_id: id,
  seller_profile_id: id,
  user_id: id,
  user_uid: id,
  target_type: fc.constantFrom('event', 'order_form', null, 'form', undefined),
  target_id: id,
  pathname: fc.oneof(fc.string({ maxLength: 5 }), longText),
  referrer: fc.oneof(fc.string({ maxLength: 5 }), longText),
  user_agent: fc.oneof(fc.string({ maxLength: 5 }), longText),
  source: fc.constantFrom('web', 'ios', null),
  country_code: fc.oneof(fc.constantFrom(null, 'GB', 'gb', 'GBR', 'G', 1), fc.string({ maxLength: 2 })),
  payload: fc.oneof(
    fc
      .dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
      .map((value) => JSON.stringify(value)),
    fc.constantFrom('[]', 'null', '"x"', '{', '{}', `{"a":"${'x'.repeat(INGEST_LIMITS.payloadChars)}"}`, 3),
  ),
};
const KEYS = Object.keys(event) as Array<keyof typeof event>;
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary, weight: 1 });
/** The event with up to two fields drawn from around their rules, and sometimes a key dropped or added. */
const candidate = fc
  .tuple(
    fc
      .subarray(KEYS, { maxLength: 2 })
      .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, fields[key]])))),
    sometimes(fc.constantFrom(...KEYS)),
    sometimes(fc.constantFrom('extra', '__proto__', 'constructor', 'prototype', 'toString', 'id')),
  )
  .map(([changed, dropped, added]) => {
    const value: Record<string, unknown> = { ...event, ...changed };
    if (dropped) delete value[dropped];
    // As the endpoint gets it, through JSON: an added `__proto__` is an own key, undefined goes.
    const text = JSON.stringify(value);
    return JSON.parse(added ? `{"${added}":1,${text.slice(1)}` : text) as unknown;
  });

describe('isAnalyticsEvent', () => {
  it('takes the event of spec section 3, and refuses what is not an object', () => {
    expect(isAnalyticsEvent(event)).toBe(true);
    for (const value of [null, [], 'x', 1, [event]]) expect(isAnalyticsEvent(value)).toBe(false);
  });

  it('gives the verdict of the schema on generated events and near misses', () => {
    let taken = 0;
    fc.assert(
      fc.property(candidate, (value) => {
        const schema = v.is(AnalyticsEvent, value);
        if (schema) taken++;
        expect(isAnalyticsEvent(value), JSON.stringify(value)).toBe(schema);
      }),
      { numRuns: RUNS },
    );
    // The runs were not all refusals.
    expect(taken).toBeGreaterThan(RUNS / 10);
  });
});
