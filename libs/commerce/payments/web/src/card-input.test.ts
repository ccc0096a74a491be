import { CARD_MESSAGES, cardErrors, formatCardNumber, parseExpiry } from './card-input';

const now = new Date('2026-11-25T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '123', name: 'Ada Reader' };

describe('cardErrors', () => {
  it('passes a complete card whose expiry is this month', () => {
    expect(cardErrors(good, now)).toEqual({});
  });

  it.each([
    ['a short number', { number: '4242 4242' }, 'number', CARD_MESSAGES.numberIncomplete],
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'number', CARD_MESSAGES.numberInvalid],
    ['an expiry last month', { expiry: '10/26' }, 'expiry', CARD_MESSAGES.expiryPast],
    ['month 13', { expiry: '13/30' }, 'expiry', CARD_MESSAGES.expiryInvalid],
    ['half an expiry', { expiry: '1' }, 'expiry', CARD_MESSAGES.expiryIncomplete],
    ['a two-digit CVC', { cvc: '12' }, 'cvc', CARD_MESSAGES.cvcIncomplete],
    ['no name', { name: '  ' }, 'name', CARD_MESSAGES.nameMissing],
  ])('refuses %s', (_, over, field, message) => {
    expect(cardErrors({ ...good, ...over }, now)).toEqual({ [field]: [message] });
  });
});

it('reads expiries as typed and groups card digits by four', () => {
  expect(parseExpiry('04/2031')).toEqual({ month: 4, year: 2031 });
  expect(parseExpiry('0431')).toEqual({ month: 4, year: 2031 });
  expect(formatCardNumber('4000002500003155')).toBe('4000 0025 0000 3155');
});
