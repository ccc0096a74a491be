import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnalyticsEvent } from './analytics-event.schema.js';

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
    expect(problems({ ...event, payload: JSON.stringify({ text: 'x'.repeat(5000) }) })).toEqual(['The payload is at most 4096 characters.']);
    expect(problems({ ...event, user_agent: 'x'.repeat(3000) })).toEqual(['A text field is at most 2048 characters.']);
  });

  it('refuses a lower-case or long country code', () => {
    expect(problems({ ...event, country_code: 'us' })).toEqual(['The country_code must be two capital letters.']);
  });
});
