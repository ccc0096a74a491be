import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid } from '@folio/cart/testing';
import { IDEMPOTENCY_KEY_HEADER } from '@folio/checkout-contract';
import { createApiServer, renderRoutes, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { anInstalment, anOrder, createCheckoutFake, renderTestPayment } from '../testing';
import { money } from './checkout-parts';
import { InstalmentPaidPage, InstalmentPayPage } from './instalment-pages';
import { ReadyCartsPage } from './ready-page';
import { CheckoutSuccessPage, OrderPaidPage } from './success-pages';
import { ViewOrderPage } from './view-order-page';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const book = { id: testUuid(), title: 'Wings of Dusk (signed)', unit_price_minor: 4000 };

function world({ title = 'Dusk preorders' } = {}) {
  const session = setTestSession();
  const form = aCartOrderForm({ title });
  const carts = createCartFake([{ form, products: [book] }]);
  const line = {
    id: testUuid(),
    product_id: book.id,
    product_variant_id: null,
    quantity: 1,
    price_total: 4000,
    unit_price_minor: 4000,
    title: book.title,
    variant_name: null,
    image_url: '/b.webp',
    hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
  };
  const cart = carts.seed(
    aCart({ session_uid: session, order_form: form, cart_uid: 'cu_pay', items: { products: [line], bundles: [] } }),
  );
  const checkout = createCheckoutFake({ carts });
  apiServer.use(...checkout.handlers, ...carts.handlers);
  return { cart, carts, checkout };
}

const routes = [
  {
    path: '/cart/$uid/success',
    render: ({ params, search }: ScreenProps) => (
      <CheckoutSuccessPage
        uid={params['uid'] ?? ''}
        returned={
          typeof search['payment_id'] === 'string'
            ? { paymentId: search['payment_id'], succeeded: search['redirect_status'] === 'succeeded' }
            : undefined
        }
      />
    ),
  },
  { path: '/cart/$uid/view-order', render: ({ params }: ScreenProps) => <ViewOrderPage uid={params['uid'] ?? ''} /> },
  { path: '/checkout', render: () => <ReadyCartsPage /> },
  {
    path: '/checkout/order/$id/success',
    render: ({ params }: ScreenProps) => <OrderPaidPage orderNumber={params['id'] ?? ''} />,
  },
  {
    path: '/checkout/installment/$id',
    render: ({ params }: ScreenProps) => (
      <InstalmentPayPage id={params['id'] ?? ''} renderPayment={renderTestPayment} />
    ),
  },
  {
    path: '/checkout/installment/$id/success',
    render: ({ params }: ScreenProps) => <InstalmentPaidPage id={params['id'] ?? ''} />,
  },
];
const open = (path: string) => renderRoutes({ path, routes });

describe('/cart/{uid}/success', () => {
  it('waits for the payment to be confirmed, asking again until the order is paid', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart);
    checkout.seedOrder(order, undefined, cart.id);
    await open('/cart/cu_pay/success');

    expect(await screen.findByText(/Waiting for your payment to be confirmed/, {}, { timeout: 3000 })).toBeTruthy();
    // Not paid yet: the heading says so, and the way to pay again is there.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for your payment');
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/cart/${order.cart_uid}/checkout`);
    checkout.markPaid(order.order_number);

    const heading = await screen.findByRole(
      'heading',
      { name: `Order ${order.order_number} is paid` },
      { timeout: 5000 },
    );
    const panel = heading.closest('section') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout Success');
    expect(panel.textContent).toContain(money(4000, 'USD'));
    expect(within(panel).getByRole('link', { name: 'See your order' }).getAttribute('href')).toBe(
      `/order/${order.order_number}`,
    );
    expect(within(panel).getByRole('link', { name: 'Your orders by event' }).getAttribute('href')).toBe(
      '/orders/by-event',
    );
  });
});

describe('/cart/{uid}/success after an authentication or wallet page', () => {
  it('confirms the returned payment with the server once and shows the paid order', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart);
    checkout.seedOrder(order, undefined, cart.id);
    await open('/cart/cu_pay/success?payment_id=pay_77&redirect_status=succeeded');

    expect(await screen.findByRole('heading', { name: `Order ${order.order_number} is paid` })).toBeTruthy();
    const confirms = apiServer.requestsTo('POST', `/api/cart/${cart.id}/update-qty-sold`);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.json).toEqual({ payment_id: 'pay_77', method: 'card' });
  });

  it('says a failed return charged nothing and leads back to checkout', async () => {
    const { cart, checkout } = world();
    checkout.seedOrder(anOrder(cart), undefined, cart.id);
    await open('/cart/cu_pay/success?payment_id=pay_78&redirect_status=failed');

    // The heading says what happened, never "Checkout Success" (the document title stays the spec's).
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was not completed' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nothing was charged' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/cart/cu_pay/checkout');
    expect(apiServer.requestsTo('POST', `/api/cart/${cart.id}/update-qty-sold`)).toHaveLength(0);
  });
});

describe('/cart/{uid}/view-order', () => {
  it('says clearly when no order was made from the cart', async () => {
    world();
    await open('/cart/cu_pay/view-order');
    expect(await screen.findByRole('heading', { name: 'No order from this cart yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to checkout' }).getAttribute('href')).toBe('/cart/cu_pay/checkout');
  });

  it('shows the order made from the cart', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart, { status: 'paid', paid_minor: 4000, owed_minor: 0 });
    checkout.seedOrder(order, undefined, cart.id);
    await open('/cart/cu_pay/view-order');
    const panel = await screen.findByRole('region', { name: `Order ${order.order_number}` });
    expect(within(panel).getByRole('list', { name: 'Items' }).textContent).toContain('1 × Wings of Dusk (signed)');
    expect(panel.textContent).toContain('Paid');
    expect(within(panel).queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('offers Pay now for an order still waiting for its payment, on the cart’s checkout', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart);
    checkout.seedOrder(order, undefined, cart.id);
    await open('/cart/cu_pay/view-order');
    const panel = await screen.findByRole('region', { name: `Order ${order.order_number}` });
    expect(within(panel).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      `/cart/${order.cart_uid}/checkout`,
    );
  });
});

describe('/checkout', () => {
  it('lists every cart ready to pay with its total and a way to pay it', async () => {
    world();
    await open('/checkout');
    const list = await screen.findByRole('list', { name: 'Carts ready to pay' });
    expect(list.textContent).toContain(money(4000, 'USD'));
    expect(
      within(list)
        .getByRole('link', { name: /^Checkout/ })
        .getAttribute('href'),
    ).toBe('/cart/cu_pay/checkout');
  });

  it('names the seller and the event once, though the form’s title holds both', async () => {
    world({ title: 'Jessica Walter at Chicago Signing Social' });
    await open('/checkout');
    const row = within(await screen.findByRole('list', { name: 'Carts ready to pay' })).getByRole('listitem');
    expect(row.textContent).toMatch(/^Jessica Walter · Chicago Signing Social1 item · Total /);
    expect(row.textContent).not.toContain('Jessica Walter at');
    expect(row.textContent?.match(/Chicago Signing Social/g)).toHaveLength(1);
    expect(within(row).getByRole('link', { name: 'Checkout Jessica Walter · Chicago Signing Social' })).toBeTruthy();
  });

  it('has an empty state that leads to the events', async () => {
    apiServer.use(...createCheckoutFake({ carts: createCartFake([]) }).handlers);
    await open('/checkout');
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
  });
});

describe('/checkout/order/{id}/success', () => {
  it('shows the paid order', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart, { status: 'paid', paid_minor: 4000, owed_minor: 0 });
    checkout.seedOrder(order);
    await open(`/checkout/order/${order.order_number}/success`);
    expect(await screen.findByRole('heading', { name: `Order ${order.order_number} is paid` })).toBeTruthy();
  });

  it('answers an unknown order with not found', async () => {
    world();
    await open('/checkout/order/FO-ZZZZZZ/success');
    expect(await screen.findByRole('heading', { name: 'This order could not be found' })).toBeTruthy();
  });
});

describe('/checkout/installment/{id}', () => {
  function withPlan() {
    const { cart, checkout } = world();
    const order = anOrder(cart, {
      status: 'deposit_paid',
      payment_mode: 'deposit',
      paid_minor: 1000,
      owed_minor: 3000,
    });
    const instalment = anInstalment({ sequence: 1, amount_minor: 1500, due_date: '2099-02-01' });
    checkout.seedOrder(
      order,
      [instalment, anInstalment({ sequence: 2, amount_minor: 1500, due_date: '2099-03-01' })],
      cart.id,
    );
    return { order, instalment };
  }

  it('pays one early through the payment slot with an Idempotency-Key; a decline stays, a success opens the success page', async () => {
    const { instalment, order } = withPlan();
    const { user, router } = await open(`/checkout/installment/${instalment.id}`);
    const panel = await screen.findByRole('region', { name: `Instalment 1 of order ${order.order_number}` });
    expect(panel.textContent).toContain(money(1500, 'USD'));
    await user.click(within(panel).getByRole('button', { name: `Pay ${money(1500, 'USD')} now` }));

    const payment = await screen.findByRole('region', { name: 'Payment' });
    await user.click(within(payment).getByRole('button', { name: 'Use declined test card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    // Said once, by the form, not repeated by the step.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(within(payment).getByRole('button', { name: 'Pay with test card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/installment/${instalment.id}/success`));
    const pay = apiServer.requestsTo('POST', `/api/installments/${instalment.id}/pay`);
    expect(pay).toHaveLength(1);
    expect(pay[0]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the success page waits until the instalment is paid', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart, { status: 'deposit_paid', payment_mode: 'deposit' });
    const paid = anInstalment({ status: 'paid', paid_at: '2026-11-25T10:00:00.000Z', amount_minor: 1500 });
    checkout.seedOrder(order, [paid], cart.id);
    await open(`/checkout/installment/${paid.id}/success`);
    expect(
      await screen.findByRole('heading', { name: 'Payment Installment Successfully Paid', level: 1 }),
    ).toBeTruthy();
    expect(
      (await screen.findByRole('heading', { name: 'Instalment 1 is paid' })).closest('section')?.textContent,
    ).toContain(money(1500, 'USD'));
  });

  it('answers another reader’s instalment with not found', async () => {
    world();
    await open('/checkout/installment/00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByRole('heading', { name: 'This instalment could not be found' })).toBeTruthy();
  });
});
