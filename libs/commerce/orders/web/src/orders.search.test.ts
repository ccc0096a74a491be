import { ordersPage } from './orders.search';

describe('ordersPage', () => {
  it('reads a whole page number from 1 up, as a number or as text, and the first page otherwise', () => {
    expect(ordersPage({ page: 2 })).toBe(2);
    expect(ordersPage({ page: '3' })).toBe(3);
    expect(
      [{}, { page: 0 }, { page: -1 }, { page: 1.5 }, { page: 'x' }, { page: '' }, { page: 10_001 }, null].map(
        ordersPage,
      ),
    ).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
