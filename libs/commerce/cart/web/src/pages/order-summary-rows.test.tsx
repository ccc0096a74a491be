import { CART_BASE_PATH } from '@folio/cart-contract';
import { api, apiError, createApiServer, renderScreen, resetBrowserStorage } from '@folio/testing';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { aCart, aCartOrderForm } from '../testing';
import { money } from './cart-parts';
import { OrderSummaryRows, type OrderSummaryRowsProps } from './order-summary-rows';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const form = aCartOrderForm({ currency: 'GBP', fulfilment: { pickup: true, shipping: true } });
const cart = aCart({ order_form: form, subtotal_minor: 8500 });

/** `GET order` of the cart answers this preview (£85.00 less £8.50, a 20% deposit of £15.30). */
function previewAnswers(overrides: object = {}) {
  apiServer.use(
    api.get(`${CART_BASE_PATH}/:id/order`, () =>
      HttpResponse.json({
        data: {
          cart_id: cart.id,
          currency: 'GBP',
          subtotal_minor: 8500,
          discount_minor: 850,
          shipping_minor: 0,
          total_minor: 7650,
          total_quantity: 2,
          deposit: { percent: 20, amount_minor: 1530 },
          ...overrides,
        },
      }),
    ),
  );
}

async function rows(props: Partial<OrderSummaryRowsProps> = {}) {
  await renderScreen(() => <OrderSummaryRows cart={cart} {...props} />);
  await screen.findByText('Total');
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return terms.map((term, index) => [term, values[index]]);
}

describe('OrderSummaryRows', () => {
  it('lists the subtotal, the discount, the shipping still to choose and the total, in the form’s currency', async () => {
    previewAnswers();
    expect(await rows()).toEqual([
      ['Subtotal', money(8500, 'GBP')],
      ['Discount', money(-850, 'GBP')],
      ['Shipping', 'Chosen at checkout'],
      ['Total', money(7650, 'GBP')],
    ]);
  });

  it('adds the deposit when asked (the cart page), and says shipping in the caller’s words', async () => {
    previewAnswers({ discount_minor: 0, total_minor: 8500 });
    expect(await rows({ withDeposit: true, shippingToChoose: 'Not chosen yet' })).toEqual([
      ['Subtotal', money(8500, 'GBP')],
      ['Shipping', 'Not chosen yet'],
      ['Total', money(8500, 'GBP')],
      ['Deposit (20%)', money(1530, 'GBP')],
    ]);
  });

  it('has no shipping row for an order picked up', async () => {
    previewAnswers({ discount_minor: 0, total_minor: 8500 });
    expect(await rows({ ships: false })).toEqual([
      ['Subtotal', money(8500, 'GBP')],
      ['Total', money(8500, 'GBP')],
    ]);
  });

  it('says when the total cannot be worked out', async () => {
    apiServer.use(api.get(`${CART_BASE_PATH}/:id/order`, () => apiError(503, 'Service unavailable.', 'unavailable')));
    await renderScreen(() => <OrderSummaryRows cart={cart} />);
    expect(await screen.findByText('The order total could not be worked out just now.')).toBeTruthy();
    expect(screen.queryByRole('term')).toBeNull();
  });
});
