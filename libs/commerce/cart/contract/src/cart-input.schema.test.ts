import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddCartItemInput,
  AdjustCartItemInput,
  CartListQuery,
  CouponInput,
  ShippingOptionsQuery,
} from './cart-input.schema.js';
import { cartPagePaths, cartPaths } from './paths.js';

const session = 'Zm9saW8tc2Vzc2lvbi1pZC0xMjM0NTY3OA';
const product = '0b5c3f5e-8a4e-4b7a-9f1e-2d3c4b5a6f70';
const variant = '1c6d4a6f-9b5f-4c8b-8a2f-3e4d5c6b7a81';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('AddCartItemInput', () => {
  it('takes a product with its variant, or a bundle with a variant per product', () => {
    expect(
      v.parse(AddCartItemInput, { product_id: product, variant_id: variant, session_uid: session, quantity: 2 }),
    ).toEqual({
      product_id: product,
      variant_id: variant,
      session_uid: session,
      quantity: 2,
    });
    expect(
      v.parse(AddCartItemInput, {
        bundle_id: product,
        product_variants: [{ product_id: product, variant_id: variant }],
        session_uid: session,
        quantity: 1,
      }),
    ).toMatchObject({ bundle_id: product, product_variants: [{ product_id: product, variant_id: variant }] });
  });

  it('refuses both a product and a bundle, or neither, in plain words', () => {
    expect(
      messages(AddCartItemInput, { product_id: product, bundle_id: product, session_uid: session, quantity: 1 }),
    ).toContain('Give either a product_id or a bundle_id.');
    expect(messages(AddCartItemInput, { session_uid: session, quantity: 1 })).toContain(
      'Give either a product_id or a bundle_id.',
    );
  });

  it('names the wrong field of a product or a bundle line, not the choice between them', () => {
    expect(messages(AddCartItemInput, { product_id: product, session_uid: session, quantity: 'two' })).toEqual([
      'The quantity must be a number.',
    ]);
    expect(
      messages(AddCartItemInput, { bundle_id: product, product_variants: 'all', session_uid: session, quantity: 1 }),
    ).toEqual(['The product_variants must be a list.']);
    const missing = v.safeParse(AddCartItemInput, { product_id: product, quantity: 1 });
    expect(missing.issues?.map((issue) => issue.path?.map((item) => item.key).join('.'))).toEqual(['session_uid']);
  });

  it('refuses quantities outside 1 to 99 and a session id too short to be random', () => {
    expect(messages(AddCartItemInput, { product_id: product, session_uid: session, quantity: 0 })).toContain(
      'The quantity must be at least 1.',
    );
    expect(messages(AddCartItemInput, { product_id: product, session_uid: session, quantity: 100 })).toContain(
      'The quantity may not be greater than 99.',
    );
    expect(messages(AddCartItemInput, { product_id: product, session_uid: 'abc', quantity: 1 })).toContain(
      'The session_uid is not a valid session id.',
    );
  });
});

describe('the other cart inputs', () => {
  it('adjusts a line to a whole quantity', () => {
    expect(messages(AdjustCartItemInput, { product_id: product, quantity: 1.5 })).toContain(
      'The quantity must be a whole number.',
    );
  });

  it('trims a coupon code and refuses a blank one', () => {
    expect(v.parse(CouponInput, { code: '  WELCOME10 ' })).toEqual({ code: 'WELCOME10' });
    expect(messages(CouponInput, { code: '   ' })).toContain('Enter a coupon code.');
  });

  it('reads a country code in any case', () => {
    expect(v.parse(ShippingOptionsQuery, { country_code: 'gb' })).toEqual({ country_code: 'GB' });
    expect(messages(ShippingOptionsQuery, { country_code: 'GBR' })).toContain(
      'The country_code must be a two-letter country code.',
    );
  });

  it('lists with allow-listed sorting, a capped page size and dates in order', () => {
    expect(v.parse(CartListQuery, {})).toMatchObject({ page: 1, per_page: 20 });
    expect(messages(CartListQuery, { sort_by: 'price' })).toContain(
      'The selected sort_by is invalid. Allowed: created_at, updated_at.',
    );
    expect(messages(CartListQuery, { per_page: '500' })).toContain('The per_page may not be greater than 100.');
    expect(messages(CartListQuery, { date_from: '2026-05-02', date_to: '2026-05-01' })).toContain(
      'The date_to must be a date after or equal to date_from.',
    );
  });
});

describe('cart paths', () => {
  it('are the paths of spec section 7, with ids escaped', () => {
    expect(cartPaths.add('a/b')).toBe('/api/public/cart/a%2Fb/add');
    expect(cartPaths.couponRevalidate('c1')).toBe('/api/public/cart/c1/coupon/revalidate');
    expect(cartPaths.init('f1')).toBe('/api/public/cart/init/f1');
    expect(cartPagePaths.cart('c1')).toBe('/cart/c1');
  });
});
