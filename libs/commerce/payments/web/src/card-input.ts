/** What the card form holds, as typed. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The messages a card form shows before anything is sent, in the processor's wording. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryInvalid: "Your card's expiration date is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameMissing: 'Enter the name on the card.',
} as const;

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM / YY`, `MM/YY`, `MM/YYYY` or `MMYY` as month and four-digit year; null when incomplete. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** Groups the digits by four as they are typed (`4242 4242 4242 4242`), at most 19 digits. */
export const formatCardNumber = (text: string) =>
  cardDigits(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Field errors of a card, checked against `now` (the month of expiry is still valid). */
export function cardErrors(values: CardValues, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const digits = cardDigits(values.number);
  if (digits.length < 12) errors['number'] = [CARD_MESSAGES.numberIncomplete];
  else if (!luhnValid(digits)) errors['number'] = [CARD_MESSAGES.numberInvalid];
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors['expiry'] = [CARD_MESSAGES.expiryIncomplete];
  else if (expiry.month < 1 || expiry.month > 12) errors['expiry'] = [CARD_MESSAGES.expiryInvalid];
  else if (
    expiry.year < now.getUTCFullYear() ||
    (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)
  )
    errors['expiry'] = [CARD_MESSAGES.expiryPast];
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors['cvc'] = [CARD_MESSAGES.cvcIncomplete];
  if (values.name.trim() === '') errors['name'] = [CARD_MESSAGES.nameMissing];
  return errors;
}

/** A 422 of the confirm call, on the card form's own fields. */
export function formFieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const fields: Record<string, string> = {
    'payment_method.number': 'number',
    'payment_method.exp_month': 'expiry',
    'payment_method.exp_year': 'expiry',
    'payment_method.cvc': 'cvc',
    'payment_method.name': 'name',
  };
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) (out[fields[key] ?? 'number'] ??= []).push(...messages);
  return out;
}
