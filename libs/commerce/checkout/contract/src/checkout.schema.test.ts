import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceOrderInput, ShippingChoiceInput } from './checkout.schema.js';
import { checkoutPagePaths, checkoutPaths } from './paths.js';

describe('PlaceOrderInput', () => {
  it('needs the terms accepted', () => {
    const result = v.safeParse(PlaceOrderInput, { mode: 'full', accept_terms: false });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('The terms must be accepted.');
  });

  it('takes a deposit in whole minor units only', () => {
    expect(
      v.is(PlaceOrderInput, {
        mode: 'deposit',
        accept_terms: true,
        accept_deposit_policy: true,
        deposit_minor: 1250,
        instalments: 3,
      }),
    ).toBe(true);
    expect(v.is(PlaceOrderInput, { mode: 'deposit', accept_terms: true, deposit_minor: 12.5 })).toBe(false);
    expect(v.is(PlaceOrderInput, { mode: 'deposit', accept_terms: true, instalments: 13 })).toBe(false);
  });

  it('refuses a shipping choice without valid ids', () => {
    expect(
      v.safeParse(ShippingChoiceInput, { shipping_rate_id: 'x', shipping_address_id: 'y' }).issues?.[0]?.message,
    ).toBe('The shipping_rate_id must be a valid id.');
  });
});

describe('checkout paths', () => {
  it('names the API calls and screens', () => {
    expect(checkoutPaths.place('c1')).toBe('/api/cart/c1/checkout');
    expect(checkoutPaths.updateQtySold('c1')).toBe('/api/cart/c1/update-qty-sold');
    expect(checkoutPagePaths.deposit('u/1')).toBe('/cart/u%2F1/deposit');
    expect(checkoutPagePaths.instalmentSuccess('i1')).toBe('/checkout/installment/i1/success');
  });
});
