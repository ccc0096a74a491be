import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from './idempotency.js';
import { OrderNumber } from './order.schema.js';
import { orderPagePaths, orderPaths } from './paths.js';
import { PastQuery } from './by-event.schema.js';

describe('order paths', () => {
  it('builds the API and page addresses with encoded parts', () => {
    expect(orderPaths.order('FO-ABC234')).toBe('/api/orders/FO-ABC234');
    expect(orderPaths.cancel('FO-ABC234')).toBe('/api/orders/FO-ABC234/cancel');
    expect(orderPaths.byEvent(true)).toBe('/api/orders/by-event?past=1');
    expect(orderPaths.accountEventOrders('a b')).toBe('/api/account/events/a%20b/orders');
    expect(orderPagePaths.paymentPlan('FO-ABC234')).toBe('/order/FO-ABC234/payment-plan');
    expect(orderPagePaths.accountEventOrders('signing')).toBe('/account/event/signing/orders');
  });
});

describe('order contract fields', () => {
  it('accepts only FO- numbers of the unambiguous alphabet', () => {
    expect(v.is(OrderNumber, 'FO-ABC234')).toBe(true);
    expect(v.is(OrderNumber, 'FO-ABC0O1')).toBe(false);
    expect(v.is(OrderNumber, 'fo-abc234')).toBe(false);
  });

  it('takes a UUID as idempotency key and refuses a short or odd one', () => {
    expect(v.is(IdempotencyKey, '8d4f2a8e-3c1b-4d2e-9f00-1234567890ab')).toBe(true);
    expect(v.safeParse(IdempotencyKey, 'abc').issues?.[0]?.message).toMatch(/16 to 100/);
    expect(v.is(IdempotencyKey, 'x'.repeat(20) + ' ')).toBe(false);
  });

  it('reads past as upcoming by default', () => {
    expect(v.parse(PastQuery, {})).toEqual({ past: '0' });
    expect(v.safeParse(PastQuery, { past: 'yes' }).success).toBe(false);
  });
});
