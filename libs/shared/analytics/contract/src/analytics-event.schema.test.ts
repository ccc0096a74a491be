import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnalyticsEvent, FunnelQuery, funnelPeriod } from './analytics-event.schema.js';

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

const problems = (input: unknown) => {
  const result = v.safeParse(AnalyticsEvent, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('AnalyticsEvent', () => {
  it('accepts the event of spec section 3', () => {
    expect(problems(event)).toEqual([]);
  });

  it('refuses a payload that is not a JSON object as text', () => {
    expect(problems({ ...event, payload: '[1,2]' })).toEqual(['The payload must be a JSON object as text.']);
    expect(problems({ ...event, payload: '{not json' })).toEqual(['The payload must be a JSON object as text.']);
  });

  it('refuses another version or source, and unknown keys', () => {
    expect(problems({ ...event, version: '2.0' })).toEqual(["The version must be '1.0'."]);
    expect(problems({ ...event, source: 'ios' })).toEqual(["The source must be 'web'."]);
    expect(problems({ ...event, extra: 1 })).toHaveLength(1);
  });

  it('refuses oversized fields rather than storing them', () => {
    expect(problems({ ...event, payload: JSON.stringify({ text: 'x'.repeat(5000) }) })).toEqual([
      'The payload is at most 4096 characters.',
    ]);
    expect(problems({ ...event, user_agent: 'x'.repeat(3000) })).toEqual(['A text field is at most 2048 characters.']);
  });

  it('refuses a lower-case or long country code', () => {
    expect(problems({ ...event, country_code: 'us' })).toEqual(['The country_code must be two capital letters.']);
  });
});

describe('FunnelQuery and funnelPeriod', () => {
  const now = new Date('2026-06-15T23:30:00Z');
  it('defaults to the last 30 UTC days, today included, and keeps the days asked for', () => {
    expect(funnelPeriod(v.parse(FunnelQuery, {}), now)).toEqual({ from: '2026-05-17', to: '2026-06-15' });
    expect(funnelPeriod(v.parse(FunnelQuery, { to: '2026-01-31' }), now)).toEqual({
      from: '2026-01-02',
      to: '2026-01-31',
    });
    expect(funnelPeriod(v.parse(FunnelQuery, { from: '2026-06-01' }), now)).toEqual({
      from: '2026-06-01',
      to: '2026-06-15',
    });
  });

  it('refuses days that do not exist, a period backwards and one over 366 days', () => {
    expect(v.is(FunnelQuery, { from: '2026-02-29' })).toBe(false);
    expect(v.is(FunnelQuery, { from: 'a', to: '%00' })).toBe(false);
    expect(v.is(FunnelQuery, { from: '2028-02-29' })).toBe(true);
    expect(v.is(FunnelQuery, { from: '2026-06-02', to: '2026-06-01' })).toBe(false);
    expect(v.is(FunnelQuery, { from: '2025-06-15', to: '2026-06-15' })).toBe(true); // 366 days, both ends counted
    expect(v.is(FunnelQuery, { from: '2025-06-14', to: '2026-06-15' })).toBe(false);
  });
});
