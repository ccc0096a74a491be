import { describe, expect, it } from 'vitest';
import { orderFormAnalyticsContext } from './order-form-analytics.js';

const form = { id: 'form-1', seller: { id: 'seller-1' }, event: { id: 'event-1' } };

describe('orderFormAnalyticsContext', () => {
  it('scopes to the form, with its seller and signing event', () => {
    expect(orderFormAnalyticsContext(form)).toEqual({
      scope: 'form-1',
      orderFormId: 'form-1',
      sellerId: 'seller-1',
      eventId: 'event-1',
    });
  });

  it('has no event for a direct-sales form, and carries the user only when given', () => {
    expect(orderFormAnalyticsContext({ ...form, event: null }, 'user-1')).toEqual({
      scope: 'form-1',
      orderFormId: 'form-1',
      sellerId: 'seller-1',
      eventId: null,
      userId: 'user-1',
    });
    expect(orderFormAnalyticsContext(form, null)).toHaveProperty('userId', null);
  });
});
