import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastUnitsHeld, lastUnitsRush, oneCartRush, oneOrderHeld } from './testing/checkout-rush.js';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

/*
 * R16: R1 and R4 at 50 concurrent requests on the embedded database, which is what a server
 * without DATABASE_URL runs on. PGlite has one connection, so the requests queue behind each
 * other's transactions (and the same-key replays poll between them): every one must still be
 * answered, with the same outcomes as on PostgreSQL. PGlite always, even where TEST_DATABASE_URL
 * sends the other suites to PostgreSQL (CI).
 */
let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp({ database: 'pglite' });
}, 120_000);
afterAll(() => app.close());

describe('R16: R1 and R4 at 50 concurrency on PGlite', () => {
  it('runs on PGlite', () => {
    expect(app.t.database.kind).toBe('pglite');
  });

  it.each([7, 13])(
    'R1: 50 buyers, %i units left: that many orders, the rest refused cleanly, nothing oversold',
    async (units) => {
      const outcome = await lastUnitsRush(app, { units, buyers: 50 });
      expect(outcome).toEqual(lastUnitsHeld(units, 50));
    },
    120_000,
  );

  it('R4: 50 checkouts of one cart: one order, one payment, every retry of a key answered alike', async () => {
    const outcome = await oneCartRush(app, { keys: [25, 5, 5, 5, 5, 5] });
    expect(outcome).toEqual(oneOrderHeld(outcome));
  }, 120_000);
});
