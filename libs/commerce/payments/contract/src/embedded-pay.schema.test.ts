import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConfirmPaymentInput, embeddedPayPaths } from './embedded-pay.schema.js';

const card = {
  type: 'card',
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  name: ' Ada Reader ',
};

describe('ConfirmPaymentInput', () => {
  it('takes a card, the wallet or a saved method, and trims the name on the card', () => {
    expect(v.parse(ConfirmPaymentInput, { client_secret: 's', payment_method: card }).payment_method).toMatchObject({
      name: 'Ada Reader',
    });
    expect(v.is(ConfirmPaymentInput, { client_secret: 's', payment_method: { type: 'wallet' } })).toBe(true);
    expect(v.is(ConfirmPaymentInput, { client_secret: 's', payment_method: { type: 'saved', id: 'pm_1' } })).toBe(true);
  });

  it.each([
    ['an unknown method', { client_secret: 's', payment_method: { type: 'bank' } }],
    ['letters in the card number', { client_secret: 's', payment_method: { ...card, number: '4242abcd' } }],
    ['a blank name', { client_secret: 's', payment_method: { ...card, name: '  ' } }],
    ['no client secret', { payment_method: card }],
    ['a return_url on another site', { client_secret: 's', payment_method: card, return_url: '//evil.example/' }],
    ['an absolute return_url', { client_secret: 's', payment_method: card, return_url: 'https://evil.example/' }],
  ])('refuses %s', (_, input) => {
    expect(v.is(ConfirmPaymentInput, input)).toBe(false);
  });
});

it('encodes the payment id in its paths', () => {
  expect(embeddedPayPaths.confirm('pi_a/b')).toBe('/api/payments/embedded/payments/pi_a%2Fb/confirm');
});
