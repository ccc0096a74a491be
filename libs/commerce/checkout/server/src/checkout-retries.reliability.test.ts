import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutTestSwitches } from './checkout-deps.js';
import { oneCartRush, oneOrderHeld } from './testing/checkout-rush.js';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-test-app.js';

/*
 * R4: 50 simultaneous checkouts of one cart, half with one Idempotency-Key and the rest in five
 * keys of five (a buyer's retries). A retried checkout is safe twice over: the key's claim answers
 * a repeat with the first answer, and the placement, under the cart's row lock, resumes the order
 * its key placed. Each is switched off in turn (a test-only switch) to show the other holds alone;
 * with both off a retry is told its own order is "already being checked out", and this fails.
 * On PostgreSQL (TEST_DATABASE_URL) the requests really overlap; R16 runs the story on PGlite.
 */
let app: CheckoutTestApp;
beforeAll(async () => {
  app = await createCheckoutTestApp();
}, 120_000);
afterAll(() => app.close());
afterEach(() => {
  for (const name of Object.keys(app.switches)) delete app.switches[name as keyof CheckoutTestSwitches];
});

const KEYS = [25, 5, 5, 5, 5, 5];

describe.each<[string, CheckoutTestSwitches]>([
  ['both protections', {}],
  ['the Idempotency-Key claim alone', { skipPlacementResume: true }],
  ["the placement's resume under the cart's lock alone", { skipIdempotencyClaim: true }],
])('R4: 50 simultaneous checkouts of one cart, with %s', (_, switches) => {
  it('place one order with one payment, give every retry of a key the same answer and the placing key its order, and refuse the rest clearly', async () => {
    Object.assign(app.switches, switches);
    const outcome = await oneCartRush(app, { keys: KEYS });
    expect(outcome).toEqual(oneOrderHeld(outcome));
  }, 60_000);
});
