import type { ProviderDecline } from '../payment-provider.port.js';

/** A card as the browser sends it. The number and CVC live only in this request's memory. */
export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

/** The processor's words for each refusal, as Stripe's test mode words them. */
export const DECLINES = {
  generic: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  insufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  expired: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  invalidNumber: { code: 'incorrect_number', declineCode: null, message: 'Your card number is invalid.' },
  invalidExpiryMonth: {
    code: 'invalid_expiry_month',
    declineCode: null,
    message: "Your card's expiration month is invalid.",
  },
  invalidExpiryYear: {
    code: 'invalid_expiry_year',
    declineCode: null,
    message: "Your card's expiration year is invalid.",
  },
  invalidCvc: { code: 'invalid_cvc', declineCode: null, message: "Your card's security code is invalid." },
  authenticationFailed: {
    code: 'payment_intent_authentication_failure',
    declineCode: null,
    message:
      'The provided payment method has failed authentication. Provide a new payment method to attempt to fulfill this payment again.',
  },
  /** Any valid number that is not one of the test cards: a test mode never charges a real card. */
  liveCardInTestMode: {
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. Your request was in test mode, but used a non test (live) card. Use one of the test cards listed in the documentation.',
  },
  walletCanceled: {
    code: 'payment_method_customer_decline',
    declineCode: null,
    message: 'The payment was cancelled in Folio Wallet.',
  },
} as const satisfies Record<string, ProviderDecline>;

/** What a card does when charged: the test numbers of the design; any other number is declined. */
export type CardBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declined'; decline: ProviderDecline }
  | { kind: 'requires_authentication' }
  /** Attaches and pays this time; every later charge of the saved card is declined. */
  | { kind: 'declines_later_charges' };

/**
 * The numbers that pay, as in Stripe's test mode: a Visa, a Visa debit, Mastercards (2-series,
 * debit, prepaid), American Express and Discover. Every other number that passes the Luhn check is
 * declined as a live card used in test mode, so nothing but a documented test card ever pays.
 */
const SUCCEEDING_CARDS = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
] as const;

const TEST_CARDS: Record<string, CardBehaviour> = {
  ...Object.fromEntries(SUCCEEDING_CARDS.map((number) => [number, { kind: 'succeeds' } as const])),
  '4000000000000002': { kind: 'declined', decline: DECLINES.generic },
  '4000000000009995': { kind: 'declined', decline: DECLINES.insufficientFunds },
  '4000000000000069': { kind: 'declined', decline: DECLINES.expired },
  '4000000000000127': { kind: 'declined', decline: DECLINES.incorrectCvc },
  '4000002500003155': { kind: 'requires_authentication' },
  '4000000000000341': { kind: 'declines_later_charges' },
};

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'unknown';
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** What a buyer recognises a saved method by: "Visa •••• 4242", "Folio Wallet". */
export function methodLabel(kind: string, brand: string | null, last4: string | null): string {
  if (kind === 'wallet') return 'Folio Wallet';
  return `${BRAND_NAMES[brand ?? ''] ?? 'Card'} •••• ${last4 ?? '????'}`;
}

/** The number without spaces or dashes, as a processor reads it. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/**
 * Checks a card the way the processor does before charging it (number, expiry, CVC, against `now`),
 * then what its test number does. A refusal here is the processor's, with its message.
 */
export function evaluateCard(card: CardInput, now: Date): CardBehaviour {
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) return { kind: 'declined', decline: DECLINES.invalidNumber };
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12)
    return { kind: 'declined', decline: DECLINES.invalidExpiryMonth };
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50)
    return { kind: 'declined', decline: DECLINES.invalidExpiryYear };
  if (year === thisYear && card.exp_month < now.getUTCMonth() + 1)
    return { kind: 'declined', decline: DECLINES.invalidExpiryYear };
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { kind: 'declined', decline: DECLINES.invalidCvc };
  return TEST_CARDS[digits] ?? { kind: 'declined', decline: DECLINES.liveCardInTestMode };
}

/** The only parts of a card we keep: brand, last four, expiry (4-digit year). */
export function cardSummary(card: CardInput) {
  const digits = cardDigits(card.number);
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.exp_month,
    expYear: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
  };
}
