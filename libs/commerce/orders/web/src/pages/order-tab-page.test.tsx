import { orderTab } from './order-tab-page';

describe('orderTab', () => {
  it('knows the four tabs by their path segment and nothing else', () => {
    expect(['terms', 'cancel', 'payment-plan', 'transactions'].map((segment) => orderTab(segment)?.title)).toEqual([
      'Terms',
      'Cancel',
      'Payment plan',
      'Transactions',
    ]);
    expect(orderTab('refunds')).toBeUndefined();
    expect(orderTab('constructor')).toBeUndefined();
  });
});
