import { cartPaths } from '@folio/cart-contract';
import { cartItems, carts, coupons, shippingRates } from '@folio/cart-server/schema';
import { checkoutPaths } from '@folio/checkout-contract';
import { minimumDeposit } from '@folio/pricing';
import { orders } from '@folio/orders-server/schema';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

/*
 * R12, a cart's money end to end: the coupon's discount, the shipping and the total are worked out
 * in three places (the cart's order preview, checkout's ready list and deposit quote, and the
 * placement that writes the order); generated carts must get the same integer figures from all of
 * them, a percentage floored to the minor unit, an amount capped at the subtotal, a total never
 * below zero (and nothing to pay refused). The run's fixed seed (FOLIO_FUZZ_SEED, tools/vitest/fast-check-seed.ts);
 * FOLIO_PROPERTY_SCALE multiplies the runs.
 */
const RUNS = 25 * Number(process.env['FOLIO_PROPERTY_SCALE'] ?? 1);
let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

const cartStory = fc.record({
  lines: fc.array(
    fc.record({
      priceMinor: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom(0, 1, 99, 333)),
      quantity: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  coupon: fc.oneof(
    fc.constant(null),
    fc.record({ kind: fc.constant('amount' as const), amountMinor: fc.integer({ min: 1, max: 80_000 }) }),
    fc.record({ kind: fc.constant('percentage' as const), percent: fc.integer({ min: 1, max: 100 }) }),
  ),
  shippingMinor: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
  depositPercent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  minDepositTotalMinor: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
});

describe('a cart’s discount, shipping and total, wherever they are worked out (R12)', () => {
  it('agree in the cart, in checkout and on the placed order, in whole minor units, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(cartStory, async (s) => {
        const form = await app.formOf({
          pickup: s.shippingMinor === null,
          shipping: s.shippingMinor !== null,
          depositPercent: s.depositPercent,
          minDepositTotalMinor: s.minDepositTotalMinor,
        });
        const buyer = await app.reader();
        const products = await Promise.all(
          s.lines.map((line) => app.productOf(form.id, { priceMinor: line.priceMinor, stockLimit: null })),
        );
        const held = new Date(app.clock.now().getTime() + 60_000);
        const cart = await app.cart(buyer.user.id, form.id, products[0]!.id, s.lines[0]!.quantity, held);
        for (const [i, line] of s.lines.entries()) {
          if (i === 0) continue;
          const productId = products[i]!.id;
          await app.db.insert(cartItems).values({
            cartId: cart.id,
            lineKey: `p:${productId}:-`,
            productId,
            quantity: line.quantity,
            heldUntil: held,
          });
        }
        const [coupon] = s.coupon
          ? await app.db
              .insert(coupons)
              .values({ code: `P-${crypto.randomUUID().slice(0, 8)}`, orderFormId: form.id, ...s.coupon })
              .returning()
          : [];
        const [rate] =
          s.shippingMinor === null
            ? []
            : await app.db
                .insert(shippingRates)
                .values({ orderFormId: form.id, name: 'Post', priceMinor: s.shippingMinor })
                .returning();
        await app.db
          .update(carts)
          .set({ couponId: coupon?.id ?? null, shippingRateId: rate?.id ?? null })
          .where(eq(carts.id, cart.id));

        const subtotal = s.lines.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0);
        const discount = !s.coupon
          ? 0
          : s.coupon.kind === 'amount'
            ? Math.min(s.coupon.amountMinor, subtotal)
            : Number((BigInt(subtotal) * BigInt(s.coupon.percent)) / 100n);
        const shipping = s.shippingMinor ?? 0;
        const total = subtotal - discount + shipping;
        const figures = { subtotal, discount, shipping, total };
        expect(Object.values(figures).every(Number.isSafeInteger)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        // The test forms close months away: a deposit is offered unless it would leave nothing to
        // plan (the least deposit is the whole total), as well as under the form's minimum total.
        const least = s.depositPercent && total >= 1 ? minimumDeposit(total, s.depositPercent) : null;
        const deposit = least !== null && total >= (s.minDepositTotalMinor ?? 0) && least < total ? least : null;

        const preview = (await buyer.call('GET', cartPaths.order(cart.id))).body.data;
        expect({
          subtotal: preview.subtotal_minor,
          discount: preview.discount_minor,
          shipping: preview.shipping_minor,
          total: preview.total_minor,
          deposit: preview.deposit?.amount_minor ?? null,
        }).toEqual({ ...figures, deposit });
        const ready = (await buyer.call('GET', checkoutPaths.ready)).body.data.find(
          (entry: { cart: { id: string } }) => entry.cart.id === cart.id,
        );
        expect(ready, 'the cart is ready to check out').toBeDefined();
        expect({
          subtotal: ready.order.subtotal_minor,
          discount: ready.order.discount_minor,
          shipping: ready.order.shipping_minor,
          total: ready.order.total_minor,
          deposit: ready.order.deposit?.amount_minor ?? null,
        }).toEqual({ ...figures, deposit });
        const quote = (await buyer.call('GET', checkoutPaths.deposit(cart.id))).body.data;
        expect(quote ? { total: quote.total_minor, deposit: quote.min_deposit_minor } : null).toEqual(
          deposit === null ? null : { total, deposit },
        );

        const placed = await app.checkout(buyer, cart.id);
        if (total < 1) {
          expect(placed).toMatchObject({ status: 422, body: { code: 'cart_refused' } });
          return;
        }
        expect(placed.status).toBe(201);
        const [row] = await app.db.select().from(orders).where(eq(orders.cartId, cart.id));
        expect({
          subtotal: row!.subtotalMinor,
          discount: row!.discountMinor,
          shipping: row!.shippingMinor,
          total: row!.totalMinor,
          firstPayment: row!.firstPaymentMinor,
        }).toEqual({ ...figures, firstPayment: total });
        expect(placed.body.data.payment.amount_minor).toBe(total);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
