import { statesOf } from '@folio/lifecycle';
import * as v from 'valibot';
import { PAYMENT_LIFECYCLE } from './lifecycle.js';

/**
 * The embedded provider's browser API: the payment form, the authentication page and the wallet
 * page call it with the payment's client secret (no session, no account). Card numbers travel here
 * once, to the confirm call, and are never stored.
 */
export const EMBEDDED_PAY_BASE_PATH = '/api/payments/embedded';

const payment = (id: string) => `${EMBEDDED_PAY_BASE_PATH}/payments/${encodeURIComponent(id)}`;

export const embeddedPayPaths = {
  /** GET with `?client_secret=`: the payment as the browser may see it. */
  payment,
  confirm: (id: string) => `${payment(id)}/confirm`,
  authenticate: (id: string) => `${payment(id)}/authenticate`,
  wallet: (id: string) => `${payment(id)}/wallet`,
} as const;

/** Our pages a `requires_action` payment redirects to (mounted by the web app). */
export const embeddedPayPagePaths = {
  authenticate: (id: string) => `/pay/authenticate/${encodeURIComponent(id)}`,
  wallet: (id: string) => `/pay/wallet/${encodeURIComponent(id)}`,
} as const;

export const ClientSecret = v.pipe(
  v.string('The client_secret must be a string.'),
  v.minLength(1, 'The client_secret field is required.'),
  v.maxLength(200, 'The client_secret is not valid.'),
);

export const CardMethodInput = v.object({
  type: v.literal('card'),
  number: v.pipe(
    v.string('The card number must be a string.'),
    v.regex(/^[\d -]{1,30}$/, 'The card number may only contain digits and spaces.'),
  ),
  exp_month: v.pipe(
    v.number('The expiry month must be a number.'),
    v.integer('The expiry month must be a whole number.'),
  ),
  exp_year: v.pipe(v.number('The expiry year must be a number.'), v.integer('The expiry year must be a whole number.')),
  cvc: v.pipe(
    v.string('The security code must be a string.'),
    v.regex(/^\d{0,8}$/, 'The security code may only contain digits.'),
  ),
  name: v.pipe(
    v.string('The name on the card must be a string.'),
    v.trim(),
    v.minLength(1, 'The name on the card is required.'),
    v.maxLength(200, 'The name on the card may not be longer than 200 characters.'),
  ),
});

export const PaymentMethodInput = v.variant(
  'type',
  [
    CardMethodInput,
    v.object({ type: v.literal('wallet') }),
    v.object({ type: v.literal('saved'), id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  ],
  'The payment method type must be card, wallet or saved.',
);
export type PaymentMethodInput = v.InferOutput<typeof PaymentMethodInput>;

export const ConfirmPaymentInput = v.object({
  client_secret: ClientSecret,
  payment_method: PaymentMethodInput,
  /** Where the authentication or wallet page sends the buyer back to: a path on our site. */
  return_url: v.optional(
    v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'The return_url must be a path on this site.'), v.maxLength(2000)),
  ),
});
export type ConfirmPaymentInput = v.InferOutput<typeof ConfirmPaymentInput>;

export const AuthenticatePaymentInput = v.object({
  client_secret: ClientSecret,
  outcome: v.picklist(['complete', 'fail'], 'The outcome must be complete or fail.'),
});
export type AuthenticatePaymentInput = v.InferOutput<typeof AuthenticatePaymentInput>;

export const WalletPaymentInput = v.object({
  client_secret: ClientSecret,
  outcome: v.picklist(['approve', 'cancel'], 'The outcome must be approve or cancel.'),
});
export type WalletPaymentInput = v.InferOutput<typeof WalletPaymentInput>;

export const PaymentStatusQuery = v.object({ client_secret: ClientSecret });

export const BROWSER_PAYMENT_STATUSES = statesOf(PAYMENT_LIFECYCLE);

/** A payment as its browser sees it: never the customer, metadata or anything of another payment. */
export const BrowserPaymentView = v.object({
  id: v.string(),
  status: v.picklist(BROWSER_PAYMENT_STATUSES),
  amount_minor: v.number(),
  currency: v.string(),
  method: v.nullable(v.picklist(['card', 'wallet'])),
  /** The processor's refusal, in its own words: shown to the buyer as it is. */
  last_error: v.nullable(v.object({ code: v.string(), decline_code: v.nullable(v.string()), message: v.string() })),
  /** Where to send the buyer next (authentication, wallet), or null when the answer is final. */
  next_action: v.nullable(v.object({ type: v.literal('redirect'), url: v.string() })),
});
export type BrowserPaymentView = v.InferOutput<typeof BrowserPaymentView>;

export const BrowserPaymentResponse = v.object({ data: BrowserPaymentView });
export type BrowserPaymentResponse = v.InferOutput<typeof BrowserPaymentResponse>;

/** What the browser's payment form is configured with (the server's `provider.browserConfig()`): never a secret key. */
export const PaymentBrowserConfig = v.variant('provider', [
  v.object({ provider: v.literal('embedded') }),
  v.object({ provider: v.literal('stripe'), publishableKey: v.pipe(v.string(), v.startsWith('pk_')) }),
]);
export type PaymentBrowserConfig = v.InferOutput<typeof PaymentBrowserConfig>;

/** A method the buyer saved with the provider earlier (a deposit's card): what they recognise it by, never a number. */
export const SavedMethodView = v.object({
  id: v.string(),
  kind: v.picklist(['card', 'wallet']),
  /** 'Visa •••• 4242', 'Folio Wallet'. */
  label: v.string(),
});
export type SavedMethodView = v.InferOutput<typeof SavedMethodView>;

/**
 * The payment a checkout answer hands the form to confirm (`{data: {payment}}` of checkout and
 * instalment pay), with the buyer's saved methods that can pay it (offered beside a new card).
 */
export const PaymentToConfirm = v.object({
  id: v.string(),
  client_secret: v.string(),
  amount_minor: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  saved_methods: v.optional(v.array(SavedMethodView)),
});
export type PaymentToConfirm = v.InferOutput<typeof PaymentToConfirm>;
