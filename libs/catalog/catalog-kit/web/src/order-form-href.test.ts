import { orderFormHref } from './order-form-href';

describe('orderFormHref', () => {
  it('links to the order form by its slug, the address, never its opaque uid', () => {
    expect(orderFormHref('ava-at-shelfcon')).toBe('/orderform/ava-at-shelfcon');
  });
});
