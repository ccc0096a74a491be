/**
 * Stripe's test payment methods (`pm_card_visa`, …) as the stand-in knows them: what the card is and
 * what charging it does. Confirming with one makes a new `pm_…` with the same behaviour, as Stripe does.
 */
export type TestCardBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declined'; code: string; declineCode: string; message: string }
  | { kind: 'requires_authentication' }
  /** Attaches fine; every charge after it is attached is declined (Stripe's 4000 0000 0000 0341). */
  | { kind: 'declines_after_attach' };

export interface TestCard {
  brand: string;
  last4: string;
  behaviour: TestCardBehaviour;
}

const declined = (code: string, declineCode: string, message: string): TestCardBehaviour => ({
  kind: 'declined',
  code,
  declineCode,
  message,
});

export const STRIPE_TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: { kind: 'succeeds' } },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: { kind: 'succeeds' } },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    behaviour: declined('card_declined', 'generic_decline', 'Your card was declined.'),
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: declined('expired_card', 'expired_card', 'Your card has expired.'),
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    behaviour: declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', behaviour: { kind: 'requires_authentication' } },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: { kind: 'declines_after_attach' } },
};

export const GENERIC_DECLINE = declined('card_declined', 'generic_decline', 'Your card was declined.');
export const AUTHENTICATION_REQUIRED_OFF_SESSION = declined(
  'authentication_required',
  'authentication_required',
  'Your card was declined. This transaction requires authentication.',
);
