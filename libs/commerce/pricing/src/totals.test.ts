import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOf, orderTotal, subtotalOf } from './totals.js';

describe('a cart’s totals', () => {
  it('sums every product and bundle line', () => {
    expect(
      subtotalOf({ products: [{ price_total: 3950 }, { price_total: 1200 }], bundles: [{ price_total: 12550 }] }),
    ).toBe(17700);
    expect(subtotalOf({ products: [], bundles: [] })).toBe(0);
  });

  it('takes an amount or a rounded-down percentage off, never more than the subtotal', () => {
    expect(discountOf({ kind: 'amount', amountMinor: 500, percent: null }, 3950)).toBe(500);
    expect(discountOf({ kind: 'amount', amountMinor: 5000, percent: null }, 3950)).toBe(3950);
    expect(discountOf({ kind: 'percentage', amountMinor: null, percent: 10 }, 3955)).toBe(395);
  });

  it('never owes less than shipping, nor a negative total, whatever the coupon', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(100_000),
        fc.integer({ min: 0, max: 100 }),
        (subtotal, amount, shipping, percent) => {
          for (const coupon of [
            { kind: 'amount', amountMinor: amount, percent: null },
            { kind: 'percentage', amountMinor: null, percent },
          ]) {
            const total = orderTotal({
              subtotalMinor: subtotal,
              discountMinor: discountOf(coupon, subtotal),
              shippingMinor: shipping,
            });
            expect(total).toBeGreaterThanOrEqual(shipping);
            expect(total).toBeLessThanOrEqual(subtotal + shipping);
          }
        },
      ),
    );
  });
});
