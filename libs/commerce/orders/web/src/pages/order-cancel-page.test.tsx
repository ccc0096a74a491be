import { api, apiError, createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { anOrder, aSeller, createOrdersFake, renderOrderRoutes } from '../testing';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const seller = aSeller({ name: 'Jessica Walter' });

describe('cancelling an order', () => {
  it('says what the policy refunds, asks to confirm, cancels with the reason and shows the outcome', async () => {
    const order = anOrder({
      seller,
      status: 'deposit_paid',
      total_minor: 10000,
      paid_minor: 5000,
      owed_minor: 5000,
      cancellation: { policy: 'keep_deposit', refund_minor: 2000, reason: null },
    });
    const fake = createOrdersFake({ orders: [order] });
    apiServer.use(...fake.handlers);
    const { user } = await renderOrderRoutes(`/order/${order.order_number}/cancel`);

    const section = await screen.findByRole('region', { name: 'Cancel this order' });
    expect(section.textContent).toContain(
      'Under Jessica Walter’s policy, the deposit is kept and the rest you paid is refunded: $20.00 USD.',
    );
    expect(section.textContent).toContain('the $50.00 USD still owed is dropped');
    await user.type(screen.getByLabelText('Why are you cancelling? (optional)'), 'Cannot travel');
    await user.click(screen.getByRole('button', { name: 'Cancel this order…' }));
    // Nothing is sent before the buyer confirms.
    expect(apiServer.requestsTo('POST', `/api/orders/${order.order_number}/cancel`)).toHaveLength(0);
    expect(
      screen.getByRole('heading', { name: `Cancel order ${order.order_number} and refund $20.00 USD?` }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));

    expect(await screen.findByText('Your order is cancelled')).toBeTruthy();
    expect(screen.getByText(/\$20\.00 USD is on its way back to you/)).toBeTruthy();
    const [posted] = apiServer.requestsTo('POST', `/api/orders/${order.order_number}/cancel`);
    expect(posted?.json).toEqual({ reason: 'Cannot travel' });
    expect(fake.order(order.order_number)?.status).toBe('cancelled');
    // The order's status follows at once.
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('sends nothing when the buyer keeps the order', async () => {
    const order = anOrder({ seller });
    apiServer.use(...createOrdersFake({ orders: [order] }).handlers);
    const { user } = await renderOrderRoutes(`/order/${order.order_number}/cancel`);
    await user.click(await screen.findByRole('button', { name: 'Cancel this order…' }));
    await user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(screen.getByRole('button', { name: 'Cancel this order…' })).toBeTruthy();
    expect(apiServer.requestsTo('POST', `/api/orders/${order.order_number}/cancel`)).toHaveLength(0);
  });

  it('says why an order may not be cancelled, with no way to try', async () => {
    const order = anOrder({
      seller,
      cancellable: false,
      cancellation: {
        policy: 'no_cancel',
        refund_minor: 0,
        reason: 'Jessica Walter’s orders cannot be cancelled once paid.',
      },
    });
    apiServer.use(...createOrdersFake({ orders: [order] }).handlers);
    await renderOrderRoutes(`/order/${order.order_number}/cancel`);
    expect(await screen.findByText('This order can’t be cancelled')).toBeTruthy();
    expect(screen.getByText('Jessica Walter’s orders cannot be cancelled once paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel this order/ })).toBeNull();
  });

  it('shows the server’s refusal and keeps the order as it was', async () => {
    const order = anOrder({ seller });
    apiServer.use(
      api.post(`/api/orders/${order.order_number}/cancel`, () =>
        apiError(409, 'This order can no longer be cancelled.', 'not_cancellable'),
      ),
      ...createOrdersFake({ orders: [order] }).handlers,
    );
    const { user } = await renderOrderRoutes(`/order/${order.order_number}/cancel`);
    await user.click(await screen.findByRole('button', { name: 'Cancel this order…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The order was not cancelled')).toBeTruthy();
    expect(alert.textContent).toContain('This order can no longer be cancelled.');
    expect(screen.queryByText('Your order is cancelled')).toBeNull();
  });

  it('says an order already cancelled is cancelled', async () => {
    const order = anOrder({
      status: 'cancelled',
      cancellable: false,
      refunded_minor: 7000,
      cancelled_at: '2099-01-12T10:00:00.000Z',
      cancellation: { policy: 'refund_all', refund_minor: 0, reason: 'This order is already cancelled.' },
    });
    apiServer.use(...createOrdersFake({ orders: [order] }).handlers);
    await renderOrderRoutes(`/order/${order.order_number}/cancel`);
    expect(await screen.findByText('This order is cancelled')).toBeTruthy();
    expect(screen.getByText(/\$70\.00 USD was refunded/)).toBeTruthy();
  });
});
