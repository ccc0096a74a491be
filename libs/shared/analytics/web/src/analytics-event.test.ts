import { AnalyticsEvent } from '@folio/analytics-contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildAnalyticsEvent, type EventParts } from './analytics-event';

const parts: EventParts = {
  action: 'order_form_view',
  context: {
    scope: 'form-1',
    sellerId: 'seller-1',
    sellerProfileId: 'profile-1',
    orderFormId: 'form-1',
    eventId: 'event-1',
  },
  fields: { product_id: 'p-1', quantity: 2 },
  at: Date.UTC(2026, 10, 24, 10, 0, 0, 250),
  href: 'https://folio.test/orderform/summer-signing?ref=mail#books',
  referrer: 'https://news.test/article',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
  locale: 'en-GB',
  sessionId: 'a'.repeat(32),
  visitorId: 'b'.repeat(32),
  userId: null,
  countryCode: 'GB',
};

describe('buildAnalyticsEvent', () => {
  it('writes every field of spec section 3 for an order form, in a shape the contract accepts', () => {
    const event = buildAnalyticsEvent(parts);
    expect(event).toEqual({
      timestamp: '2026-11-24T10:00:00.250Z',
      action: 'order_form_view',
      version: '1.0',
      session_id: 'a'.repeat(32),
      seller_id: 'seller-1',
      seller_profile_id: 'profile-1',
      user_id: null,
      user_uid: 'b'.repeat(32),
      target_type: 'order_form',
      target_id: 'form-1',
      pathname: '/orderform/summer-signing',
      referrer: 'https://news.test/article',
      user_agent: parts.userAgent,
      source: 'web',
      country_code: 'GB',
      payload:
        '{"product_id":"p-1","quantity":2,"href":"https://folio.test/orderform/summer-signing?ref=mail#books","locale":"en-GB"}',
    });
    expect(v.safeParse(AnalyticsEvent, event).success).toBe(true);
  });

  it('targets the event for an event-scoped context', () => {
    const event = buildAnalyticsEvent({
      ...parts,
      context: { scope: 'event', eventId: 'event-9', sellerId: 'seller-2' },
    });
    expect([event.target_type, event.target_id, event.seller_id]).toEqual(['event', 'event-9', 'seller-2']);
  });

  it('targets the scope when an order-form context gives no orderFormId', () => {
    const event = buildAnalyticsEvent({ ...parts, context: { scope: 'form-7' } });
    expect([event.target_type, event.target_id, event.seller_id]).toEqual(['order_form', 'form-7', null]);
  });

  it('has no target or seller without a context (a page change)', () => {
    const event = buildAnalyticsEvent({ ...parts, action: 'page_change', context: null, fields: {} });
    expect(event).toMatchObject({ target_type: null, target_id: null, seller_id: null, seller_profile_id: null });
    expect(JSON.parse(event.payload)).toEqual({ href: parts.href, locale: 'en-GB' });
  });

  it("takes the context's user, else the signed-in account, else null", () => {
    expect(buildAnalyticsEvent({ ...parts, userId: 'account-1' }).user_id).toBe('account-1');
    expect(
      buildAnalyticsEvent({ ...parts, userId: 'account-1', context: { scope: 'f', userId: 'account-2' } }).user_id,
    ).toBe('account-2');
    expect(buildAnalyticsEvent(parts).user_id).toBeNull();
  });

  it('keeps href and locale over caller fields of the same name', () => {
    const event = buildAnalyticsEvent({ ...parts, fields: { href: 'forged', locale: 'xx' } });
    expect(JSON.parse(event.payload)).toEqual({ href: parts.href, locale: 'en-GB' });
  });

  it('upper-cases a country code and drops one that is not two letters', () => {
    expect(buildAnalyticsEvent({ ...parts, countryCode: 'fr' }).country_code).toBe('FR');
    expect(buildAnalyticsEvent({ ...parts, countryCode: 'Unknown' }).country_code).toBeNull();
    expect(buildAnalyticsEvent({ ...parts, countryCode: null }).country_code).toBeNull();
  });

  it('cuts what the endpoint would refuse, so the event is still stored', () => {
    const event = buildAnalyticsEvent({
      ...parts,
      userAgent: 'x'.repeat(5000),
      fields: { note: 'y'.repeat(5000) },
      context: { scope: 'f', sellerId: 's'.repeat(300) },
    });
    expect(v.safeParse(AnalyticsEvent, event).success).toBe(true);
    expect(event.user_agent).toHaveLength(2048);
    expect(JSON.parse(event.payload)).toEqual({ href: parts.href, locale: 'en-GB', truncated: true });
  });
});
