// @folio/payments-server/testing: the loopback stand-in of Stripe's API the adapter's tests (and the app's) run against.
export { startStripeStandIn, type StandInFault, type StripeStandIn } from './stripe-stand-in.js';
export { STRIPE_TEST_CARDS, type TestCard, type TestCardBehaviour } from './stripe-stand-in-cards.js';
export { parseForm, type FormObject, type FormValue } from './form-body.js';
