import { formSales } from '@folio/orders-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

// The seller's funnel counts checkouts and paid orders from the orders themselves (a browser's
// analytics event can be forged by anyone holding the public token): orders-server's `formSales`,
// over orders placed and paid through this domain's checkout.
let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());

const today = () => app.clock.now().toISOString().slice(0, 10);

describe("a form's sales in the seller's funnel", { timeout: 30_000 }, () => {
  it('counts each order placed as a checkout and each first payment that went through as a paid order, by UTC day', async () => {
    const [form, other] = [await app.formOf(), await app.formOf()];
    const product = await app.productOf(form.id, { stockLimit: 10, priceMinor: 2500 });
    const elsewhere = await app.productOf(other.id, { stockLimit: 10, priceMinor: 1500 });
    expect(await formSales(app.db, [form.id], { from: today(), to: today() })).toEqual(new Map());

    // Two readers check out on this form, one pays; a third reader pays on the other form.
    const [payer, quitter, neighbour] = [await app.reader(), await app.reader(), await app.reader()];
    const paid = (await app.checkout(payer, (await app.cart(payer.user.id, form.id, product.id, 1)).id)).body.data;
    await app.checkout(quitter, (await app.cart(quitter.user.id, form.id, product.id, 2)).id);
    const next = (await app.checkout(neighbour, (await app.cart(neighbour.user.id, other.id, elsewhere.id, 1)).id)).body
      .data;
    await app.pay(paid.payment);
    await app.deliverAll(paid.payment.id);
    await app.pay(next.payment);
    await app.deliverAll(next.payment.id);
    // A notification delivered again changes nothing.
    await app.deliverAll(paid.payment.id);

    const sales = await formSales(app.db, [form.id, other.id], { from: today(), to: today() });
    expect(sales.get(form.id)).toEqual({ checkout_start: 2, order_paid: 1 });
    expect(sales.get(other.id)).toEqual({ checkout_start: 1, order_paid: 1 });

    // Days that do not hold them count nothing; the days after the orders hold none.
    const tomorrow = new Date(app.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(await formSales(app.db, [form.id], { from: tomorrow, to: tomorrow })).toEqual(new Map());
    expect(await formSales(app.db, [], { from: today(), to: today() })).toEqual(new Map());
  });
});
