import { orderFormHref } from './order-form-href';

describe('orderFormHref', () => {
  it('links to the order form by its public uid', () => {
    expect(orderFormHref('ava-at-shelfcon')).toBe('/orderform/ava-at-shelfcon');
  });
});
