import { randomBytes } from 'node:crypto';
import type { FormObject, FormValue } from './form-body.js';
import {
  AUTHENTICATION_REQUIRED_OFF_SESSION,
  GENERIC_DECLINE,
  STRIPE_TEST_CARDS,
  type TestCardBehaviour,
} from './stripe-stand-in-cards.js';

/** One answer of the stand-in: an HTTP status and Stripe's JSON. */
export interface StandInResponse {
  status: number;
  body: unknown;
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  payment_method: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  setup_future_usage: string | null;
  created: number;
}
interface Method {
  id: string;
  brand: string;
  last4: string;
  customer: string | null;
  behaviour: TestCardBehaviour;
  created: number;
}
interface Charge {
  id: string;
  amount: number;
  amount_refunded: number;
  payment_intent: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const str = (v: FormValue | undefined) => (typeof v === 'string' ? v : undefined);
const stringRecord = (v: FormValue | undefined): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

export const ok = (body: unknown): StandInResponse => ({ status: 200, body });
export const stripeError = (status: number, error: Record<string, unknown>): StandInResponse => ({
  status,
  body: { error },
});
const invalid = (message: string, extra: Record<string, unknown> = {}) =>
  stripeError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, value: string, param: string) =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${value}'`,
  });

/** Stripe's resources as the calls we make see them, in memory. */
export function standInState(now: () => number) {
  const customers = new Map<
    string,
    { id: string; email: string | null; name: string | null; metadata: Record<string, string>; created: number }
  >();
  const intents = new Map<string, Intent>();
  const methods = new Map<string, Method>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Record<string, unknown>>();
  const seconds = () => Math.floor(now() / 1000);

  const customerJson = (c: NonNullable<ReturnType<typeof customers.get>>) => ({
    object: 'customer',
    livemode: false,
    ...c,
  });
  const methodJson = (m: Method) => ({
    id: m.id,
    object: 'payment_method',
    type: 'card',
    card: {
      brand: m.brand,
      last4: m.last4,
      exp_month: 12,
      exp_year: new Date(now()).getUTCFullYear() + 3,
      funding: 'credit',
      country: 'US',
    },
    customer: m.customer,
    billing_details: { address: null, email: null, name: null, phone: null },
    metadata: {},
    created: m.created,
    livemode: false,
  });
  const chargeJson = (c: Charge) => ({
    object: 'charge',
    ...c,
    refunded: c.amount_refunded === c.amount,
    status: 'succeeded',
  });
  function intentJson(i: Intent, expand: string[] = []) {
    const charge = i.latest_charge ? charges.get(i.latest_charge) : undefined;
    return {
      ...i,
      object: 'payment_intent',
      amount_received: i.status === 'succeeded' ? i.amount : 0,
      payment_method_types: ['card'],
      latest_charge: expand.includes('latest_charge') && charge ? chargeJson(charge) : i.latest_charge,
      next_action: i.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      livemode: false,
    };
  }

  /** Charges `method` for `intent`: the card's behaviour decides, as Stripe's test cards do. */
  function charge(intent: Intent, method: Method, offSession: boolean): StandInResponse {
    intent.payment_method = method.id;
    let behaviour = method.behaviour;
    if (behaviour.kind === 'declines_after_attach')
      behaviour = method.customer ? GENERIC_DECLINE : { kind: 'succeeds' };
    if (behaviour.kind === 'requires_authentication') {
      if (!offSession) {
        intent.status = 'requires_action';
        return ok(intentJson(intent));
      }
      behaviour = AUTHENTICATION_REQUIRED_OFF_SESSION;
    }
    if (behaviour.kind === 'declined') {
      const error = {
        type: 'card_error',
        code: behaviour.code,
        decline_code: behaviour.declineCode,
        message: behaviour.message,
        payment_method: methodJson(method),
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      return stripeError(402, { ...error, payment_intent: intentJson(intent) });
    }
    const chargeId = id('ch');
    charges.set(chargeId, { id: chargeId, amount: intent.amount, amount_refunded: 0, payment_intent: intent.id });
    Object.assign(intent, { status: 'succeeded', latest_charge: chargeId, last_payment_error: null });
    if (intent.setup_future_usage && intent.customer && !method.customer) method.customer = intent.customer;
    return ok(intentJson(intent));
  }

  /** The method a confirm names: a test method (`pm_card_visa`) becomes a new `pm_…`; a saved one must be the customer's. */
  function methodFor(intent: Intent, name: string): Method | StandInResponse {
    const test = STRIPE_TEST_CARDS[name];
    if (test) {
      const method: Method = {
        id: id('pm'),
        brand: test.brand,
        last4: test.last4,
        customer: null,
        behaviour: test.behaviour,
        created: seconds(),
      };
      methods.set(method.id, method);
      return method;
    }
    const method = methods.get(name);
    if (!method) return missing('PaymentMethod', name, 'payment_method');
    if (method.customer && method.customer !== intent.customer)
      return invalid('The provided PaymentMethod belongs to another customer.', { param: 'payment_method' });
    return method;
  }

  function confirm(intent: Intent, params: FormObject): StandInResponse {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
      return invalid(
        `This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const name = str(params['payment_method']) ?? intent.payment_method;
    if (!name)
      return invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
        code: 'payment_intent_unexpected_state',
      });
    const method = methodFor(intent, name);
    if ('status' in method && 'body' in method) return method;
    return charge(intent, method as Method, str(params['off_session']) === 'true');
  }

  return {
    createCustomer(params: FormObject) {
      const c = {
        id: id('cus'),
        email: str(params['email']) ?? null,
        name: str(params['name']) ?? null,
        metadata: stringRecord(params['metadata']),
        created: seconds(),
      };
      customers.set(c.id, c);
      return ok(customerJson(c));
    },
    listCustomers(query: FormObject) {
      const email = str(query['email']);
      const data = [...customers.values()].filter((c) => email === undefined || c.email === email).map(customerJson);
      return ok({ object: 'list', data, has_more: false, url: '/v1/customers' });
    },
    createIntent(params: FormObject) {
      const amount = Number(str(params['amount']));
      if (!Number.isSafeInteger(amount) || amount < 1)
        return invalid('This value must be greater than or equal to 1.', {
          code: 'parameter_invalid_integer',
          param: 'amount',
        });
      const currency = str(params['currency']);
      if (!currency)
        return invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
      const customer = str(params['customer']) ?? null;
      if (customer && !customers.has(customer)) return missing('customer', customer, 'customer');
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        amount,
        currency: currency.toLowerCase(),
        customer,
        description: str(params['description']) ?? null,
        metadata: stringRecord(params['metadata']),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        payment_method: null,
        last_payment_error: null,
        latest_charge: null,
        setup_future_usage: str(params['setup_future_usage']) ?? null,
        created: seconds(),
      };
      intents.set(intent.id, intent);
      if (str(params['confirm']) === 'true') return confirm(intent, params);
      return ok(intentJson(intent));
    },
    retrieveIntent(intentId: string, query: FormObject) {
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId, 'intent');
      const expand = Array.isArray(query['expand'])
        ? query['expand'].filter((e): e is string => typeof e === 'string')
        : [];
      return ok(intentJson(intent, expand));
    },
    confirmIntent(intentId: string, params: FormObject) {
      const intent = intents.get(intentId);
      return intent ? confirm(intent, params) : missing('payment_intent', intentId, 'intent');
    },
    cancelIntent(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId, 'intent');
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          { code: 'payment_intent_unexpected_state' },
        );
      }
      intent.status = 'canceled';
      return ok(intentJson(intent));
    },
    /** What Stripe.js does when the buyer finishes (or fails) 3-D Secure. */
    finishAuthentication(intentId: string, succeed: boolean) {
      const intent = intents.get(intentId);
      const method = intent?.payment_method ? methods.get(intent.payment_method) : undefined;
      if (!intent || !method || intent.status !== 'requires_action')
        throw new Error(`${intentId} is not waiting for authentication`);
      if (succeed) return charge(intent, { ...method, behaviour: { kind: 'succeeds' } }, false);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: 'The provided PaymentMethod has failed authentication.',
      };
      return ok(intentJson(intent));
    },
    listMethods(query: FormObject) {
      const customer = str(query['customer']);
      const data = [...methods.values()]
        .filter((m) => customer !== undefined && m.customer === customer)
        .map(methodJson);
      return ok({ object: 'list', data, has_more: false, url: '/v1/payment_methods' });
    },
    createRefund(params: FormObject) {
      const intentId = str(params['payment_intent']) ?? '';
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId, 'payment_intent');
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge)
        return invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
          code: 'charge_not_refundable',
        });
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining === 0)
        return invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
      const amount = str(params['amount']) === undefined ? remaining : Number(str(params['amount']));
      if (!Number.isSafeInteger(amount) || amount < 1)
        return invalid('This value must be greater than or equal to 1.', {
          code: 'parameter_invalid_integer',
          param: 'amount',
        });
      if (amount > remaining)
        return invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, {
          code: 'amount_too_large',
          param: 'amount',
        });
      charge.amount_refunded += amount;
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        charge: charge.id,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: {},
        created: seconds(),
      };
      refunds.set(refund.id, refund);
      return ok(refund);
    },
    counts: () => ({ customers: customers.size, paymentIntents: intents.size, refunds: refunds.size }),
  };
}

export type StandInState = ReturnType<typeof standInState>;
