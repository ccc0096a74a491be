import { labelFromId } from './label-from-id';

describe('labelFromId', () => {
  it.each([
    ['first_name-x', 'First Name X'],
    ['email', 'Email'],
    ['first_name', 'First Name'],
    ['shipping-address-line-2', 'Shipping Address Line 2'],
    ['event__date--from', 'Event Date From'],
    ['_leading-and-trailing_', 'Leading And Trailing'],
    ['postalCode', 'PostalCode'],
    ['VAT_number', 'VAT Number'],
    ['already spaced', 'Already Spaced'],
    ['', ''],
    ['--', ''],
  ])('%j becomes %j', (id, label) => {
    expect(labelFromId(id)).toBe(label);
  });
});
