import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOf } from './totals.js';

/*
 * R12, coupons: `discountOf` is what the cart shows and what the placement takes off (checkout
 * calls the same function). Subtotals up to PostgreSQL's integer column, coupons as the table's
 * check allows them (an amount of at least 1, or a percentage of 1 to 100). The run's fixed seed (FOLIO_FUZZ_SEED,
 * tools/vitest/fast-check-seed.ts); FOLIO_PROPERTY_SCALE multiplies the runs.
 */
const RUNS = 2_000 * Number(process.env['FOLIO_PROPERTY_SCALE'] ?? 1);
const options = { numRuns: RUNS };

const MAX_MINOR = 2_147_483_647;
const subtotal = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: MAX_MINOR }),
  fc.constantFrom(0, 1, 99, 100, 101, MAX_MINOR),
);
const amountCoupon = fc.record({
  kind: fc.constant('amount'),
  amountMinor: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: MAX_MINOR })),
  percent: fc.constant(null),
});
const percentageCoupon = fc.record({
  kind: fc.constant('percentage'),
  amountMinor: fc.constant(null),
  percent: fc.integer({ min: 1, max: 100 }),
});
const shipping = fc.integer({ min: 0, max: 100_000 });

describe('coupon arithmetic (R12)', () => {
  it('a percentage takes exactly floor(subtotal x percent / 100): never a fraction of a minor unit, never rounded up', () => {
    fc.assert(
      fc.property(subtotal, percentageCoupon, (s, coupon) => {
        const exact = (BigInt(s) * BigInt(coupon.percent)) / 100n;
        expect(discountOf(coupon, s)).toBe(Number(exact));
      }),
      options,
    );
  });

  it('an amount takes itself, or the whole subtotal when it is more', () => {
    fc.assert(
      fc.property(subtotal, amountCoupon, (s, coupon) => {
        expect(discountOf(coupon, s)).toBe(Math.min(coupon.amountMinor, s));
      }),
      options,
    );
  });

  it('any coupon: a whole number of minor units from 0 to the subtotal, so the total (with any shipping) is never below zero', () => {
    fc.assert(
      fc.property(subtotal, fc.oneof(amountCoupon, percentageCoupon), shipping, (s, coupon, ship) => {
        const discount = discountOf(coupon, s);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(s);
        const total = s - discount + ship;
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(ship);
      }),
      options,
    );
  });

  it('a bigger subtotal never gets a smaller discount', () => {
    fc.assert(
      fc.property(subtotal, subtotal, fc.oneof(amountCoupon, percentageCoupon), (a, b, coupon) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountOf(coupon, high)).toBeGreaterThanOrEqual(discountOf(coupon, low));
      }),
      options,
    );
  });
});
