import { anAddress, addressHandlers } from '@folio/account/testing';
import { captureTracked, type CapturedAnalytics } from '@folio/analytics/testing';
import { aUser, userHandlers } from '@folio/auth/testing';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid } from '@folio/cart/testing';
import type { Cart } from '@folio/cart-contract';
import { createApiServer, renderRoutes, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { aDepositQuote, anInstalment, anOrder, createCheckoutFake, renderTestPayment } from './testing';
import { awaitFirstPayment } from './checkout-analytics';
import { CheckoutPage } from './pages/checkout-page';
import { DepositPage } from './pages/deposit-page';
import { InstalmentPayPage } from './pages/instalment-pages';
import { CheckoutSuccessPage } from './pages/success-pages';

const apiServer = createApiServer();
let captured: CapturedAnalytics;
beforeEach(() => {
  resetBrowserStorage();
  captured = captureTracked();
});
afterEach(() => captured.stop());

const NOW = new Date('2026-11-25T10:00:00.000Z');
const book = { id: testUuid(), title: 'Ember Crown (signed)', unit_price_minor: 3000 };
const reader = aUser({ id: 'u-reader-7' });

/** A signed-in reader's cart of 2 books (USD 60.00) on a form that ships too, taking deposits. */
function world({ empty = false } = {}) {
  const session = setTestSession();
  document.cookie = 'previouslyLoggedIn=true; path=/';
  const form = aCartOrderForm({ fulfilment: { pickup: true, shipping: true }, close_date: '2027-03-01' });
  const carts = createCartFake([
    {
      form,
      products: [book],
      shipping: [{ id: testUuid(), name: 'USPS Priority', country_code: 'US', price_minor: 900 }],
    },
  ]);
  const cart = carts.seed(
    aCart({
      session_uid: session,
      order_form: form,
      cart_uid: 'cu_funnel',
      items: {
        products: empty
          ? []
          : [
              {
                id: testUuid(),
                product_id: book.id,
                product_variant_id: null,
                quantity: 2,
                price_total: 6000,
                unit_price_minor: 3000,
                title: book.title,
                variant_name: null,
                image_url: '/b.webp',
                hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
              },
            ],
        bundles: [],
      },
      subtotal_minor: empty ? 0 : 6000,
      total_quantity: empty ? 0 : 2,
    }),
  );
  const checkout = createCheckoutFake({
    carts,
    newUidOnShipping: true,
    quotes: { [cart.id]: aDepositQuote(cart.id, 6000, { close_date: '2027-03-01' }) },
    now: () => NOW,
  });
  const addresses = addressHandlers([
    anAddress({ id: 'addr-home', first_name: 'Robin', last_name: 'Reader', country_code: 'US', is_default: true }),
  ]);
  apiServer.use(...checkout.handlers, ...carts.handlers, ...addresses, ...userHandlers(reader));
  return { cart, checkout };
}

const success = ({ params, search }: ScreenProps) => (
  <CheckoutSuccessPage
    uid={params['uid'] ?? ''}
    returned={
      typeof search['payment_id'] === 'string'
        ? { paymentId: search['payment_id'], succeeded: search['redirect_status'] === 'succeeded' }
        : undefined
    }
  />
);
const routes = [
  {
    path: '/cart/$uid/checkout',
    render: ({ params }: ScreenProps) => <CheckoutPage uid={params['uid'] ?? ''} renderPayment={renderTestPayment} />,
  },
  {
    path: '/cart/$uid/deposit',
    render: ({ params }: ScreenProps) => (
      <DepositPage uid={params['uid'] ?? ''} renderPayment={renderTestPayment} now={() => NOW} />
    ),
  },
  { path: '/cart/$uid/success', render: success },
  {
    path: '/checkout/installment/$id',
    render: ({ params }: ScreenProps) => (
      <InstalmentPayPage id={params['id'] ?? ''} renderPayment={renderTestPayment} />
    ),
  },
  { path: '/checkout/installment/$id/success', render: () => <p>Instalment paid</p> },
];
const open = (path: string) => renderRoutes({ path, routes });

const context = (cart: Cart) => ({
  scope: cart.order_form.id,
  orderFormId: cart.order_form.id,
  sellerId: cart.order_form.seller.id,
  eventId: cart.order_form.event?.id ?? null,
  userId: reader.id,
});
const funnel = () =>
  captured.calls
    .filter((call) => call.action === 'checkout_start' || call.action === 'order_paid')
    .map((call) => [call.action, call.context, call.fields]);

describe('checkout_start', () => {
  it('is sent once per visit of the checkout: accepting the terms and a shipping choice that gives the cart a new cart_uid are the same visit', async () => {
    const { cart } = world();
    const { user, router } = await open('/cart/cu_funnel/checkout');
    await screen.findByRole('button', { name: 'Place order' });
    await user.click(screen.getByRole('radio', { name: 'Ship to me' }));
    await user.click(await screen.findByRole('radio', { name: /USPS Priority/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cu_funnel-s1/checkout'));
    await user.click(screen.getByRole('checkbox', { name: /I accept the seller’s terms/ }));

    expect(funnel()).toEqual([
      [
        'checkout_start',
        context(cart),
        { mode: 'full', cart_id: cart.id, currency: 'USD', subtotal_minor: 6000, quantity: 2 },
      ],
    ]);
  });

  it('is sent for the deposit screen, in deposit mode', async () => {
    const { cart } = world();
    await open('/cart/cu_funnel/deposit');
    await screen.findByRole('region', { name: 'Deposit policy' });
    expect(funnel()).toEqual([
      [
        'checkout_start',
        context(cart),
        { mode: 'deposit', cart_id: cart.id, currency: 'USD', subtotal_minor: 6000, quantity: 2 },
      ],
    ]);
  });

  it('is not sent for a cart with nothing in it', async () => {
    world({ empty: true });
    await open('/cart/cu_funnel/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(funnel()).toEqual([]);
  });
});

describe('order_paid', () => {
  it('is sent once when the order placed at checkout is paid in full, and not again when the success page is reloaded', async () => {
    const { cart, checkout } = world();
    const { user, router, unmount } = await open('/cart/cu_funnel/checkout');
    await user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Payment' })).getByRole('button', {
        name: 'Pay with test card',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cu_funnel/success'));
    const heading = await screen.findByRole('heading', { name: /Order FO-.* is paid/ });
    const [order] = checkout.orders();
    expect(heading.textContent).toContain(order?.order_number);
    const paid = funnel().filter(([action]) => action === 'order_paid');
    expect(paid).toEqual([
      [
        'order_paid',
        context(cart),
        {
          order_number: order?.order_number,
          mode: 'full',
          amount_minor: 6000,
          total_minor: 6000,
          currency: 'USD',
          cart_id: cart.id,
        },
      ],
    ]);

    unmount();
    await open('/cart/cu_funnel/success');
    await screen.findByRole('heading', { name: /Order FO-.* is paid/ });
    expect(funnel().filter(([action]) => action === 'order_paid')).toHaveLength(1);
  });

  it('is sent for a deposit with the deposit as the amount', async () => {
    const { cart } = world();
    const { user } = await open('/cart/cu_funnel/deposit');
    await user.click(await screen.findByRole('checkbox', { name: /terms of sale/ }));
    await user.click(screen.getByRole('checkbox', { name: /deposit policy/ }));
    await user.click(screen.getByRole('button', { name: 'Place order and pay deposit' }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Payment' })).getByRole('button', {
        name: 'Pay with test card',
      }),
    );
    await screen.findByRole('heading', { name: /Deposit paid for order FO-/ });

    expect(funnel().filter(([action]) => action === 'order_paid')).toEqual([
      [
        'order_paid',
        context(cart),
        expect.objectContaining({
          mode: 'deposit',
          amount_minor: 1200,
          total_minor: 6000,
          currency: 'USD',
          cart_id: cart.id,
        }),
      ],
    ]);
  });

  it('is sent when the success page sees an awaited order settle, and after a return from the provider’s page only once', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart);
    checkout.seedOrder(order, undefined, cart.id);
    awaitFirstPayment(order.order_number);
    const first = await open('/cart/cu_funnel/success?payment_id=pay_9&redirect_status=succeeded');
    await screen.findByRole('heading', { name: `Order ${order.order_number} is paid` });
    expect(funnel()).toEqual([
      ['order_paid', context(cart), expect.objectContaining({ order_number: order.order_number, mode: 'full' })],
    ]);

    // The reader reloads the page the provider sent them back to.
    first.unmount();
    await open('/cart/cu_funnel/success?payment_id=pay_9&redirect_status=succeeded');
    await screen.findByRole('heading', { name: `Order ${order.order_number} is paid` });
    expect(funnel()).toHaveLength(1);
  });

  it('is not sent for an order this tab did not place, nor while the payment is still awaited', async () => {
    const { cart, checkout } = world();
    const pending = anOrder(cart);
    checkout.seedOrder(pending, undefined, cart.id);
    awaitFirstPayment(pending.order_number);
    const view = await open('/cart/cu_funnel/success');
    expect(await screen.findByText(/Waiting for your payment to be confirmed/)).toBeTruthy();
    expect(funnel()).toEqual([]);
    checkout.markPaid(pending.order_number);
    await screen.findByRole('heading', { name: `Order ${pending.order_number} is paid` }, { timeout: 5000 });
    expect(funnel()).toHaveLength(1);

    view.unmount();
    const other = anOrder(cart, { status: 'paid', paid_minor: 6000, owed_minor: 0 });
    checkout.seedOrder(other, undefined, cart.id);
    await open('/cart/cu_funnel/success');
    await screen.findByRole('heading', { name: `Order ${other.order_number} is paid` });
    expect(funnel()).toHaveLength(1);
  });

  it('is not sent for an instalment paid early', async () => {
    const { cart, checkout } = world();
    const order = anOrder(cart, {
      status: 'deposit_paid',
      payment_mode: 'deposit',
      paid_minor: 1200,
      owed_minor: 4800,
    });
    const instalment = anInstalment({ amount_minor: 2400 });
    checkout.seedOrder(order, [instalment], cart.id);
    const { user, router } = await open(`/checkout/installment/${instalment.id}`);
    await user.click(await screen.findByRole('button', { name: /^Pay .* now$/ }));
    await user.click(
      within(await screen.findByRole('region', { name: 'Payment' })).getByRole('button', {
        name: 'Pay with test card',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/installment/${instalment.id}/success`));
    expect(funnel()).toEqual([]);
  });
});
