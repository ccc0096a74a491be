import { anAddress, addressHandlers } from '@folio/account/testing';
import { requireAuth } from '@folio/auth';
import { cartKeys } from '@folio/cart';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid, type FakeForm } from '@folio/cart/testing';
import { IDEMPOTENCY_KEY_HEADER } from '@folio/checkout-contract';
import { createApiServer, renderRoutes, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { createCheckoutFake, renderTestPayment } from '../testing';
import { CheckoutPage } from './checkout-page';
import { CheckoutSuccessPage } from './success-pages';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const book = { id: testUuid(), title: 'Midnight Court (signed hardcover)', unit_price_minor: 3500 };

/** A reader's cart of 2 signed hardcovers (USD 70.00) from a form that ships or is pickup-only. */
function world({
  ships,
  pickup = !ships,
  title = 'Signed preorders',
}: {
  ships: boolean;
  pickup?: boolean;
  title?: string;
}) {
  const session = setTestSession();
  const form = aCartOrderForm({ title, fulfilment: { pickup, shipping: ships } });
  const fake: FakeForm = {
    form,
    products: [book],
    shipping: [
      { id: testUuid(), name: 'USPS Priority', country_code: 'US', price_minor: 900 },
      { id: testUuid(), name: 'International', country_code: null, price_minor: 2500 },
    ],
  };
  const carts = createCartFake([fake]);
  const cart = carts.seed(
    aCart({
      session_uid: session,
      order_form: form,
      cart_uid: 'cu_reader1',
      items: {
        products: [
          {
            id: testUuid(),
            product_id: book.id,
            product_variant_id: null,
            quantity: 2,
            price_total: 7000,
            unit_price_minor: 3500,
            title: book.title,
            variant_name: null,
            image_url: '/b.webp',
            hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
          },
        ],
        bundles: [],
      },
    }),
  );
  const checkout = createCheckoutFake({ carts, newUidOnShipping: true });
  const addresses = addressHandlers([
    anAddress({ id: 'addr-home', first_name: 'Robin', last_name: 'Reader', country_code: 'US', is_default: true }),
  ]);
  apiServer.use(...checkout.handlers, ...carts.handlers, ...addresses);
  return { cart, carts, checkout };
}

const screens = [
  {
    path: '/cart/$uid/checkout',
    render: ({ params }: ScreenProps) => <CheckoutPage uid={params['uid'] ?? ''} renderPayment={renderTestPayment} />,
  },
  {
    path: '/cart/$uid/success',
    render: ({ params }: ScreenProps) => <CheckoutSuccessPage uid={params['uid'] ?? ''} />,
  },
];

const open = (uid: string, queryClient?: QueryClient) =>
  renderRoutes({ path: `/cart/${uid}/checkout`, routes: screens, queryClient });
const placeButton = () => screen.findByRole('button', { name: 'Place order' });

describe('/cart/{uid}/checkout', () => {
  it('places a pickup order only once the terms are accepted, then shows the payment step', async () => {
    const { checkout } = world({ ships: false });
    const { user } = await open('cu_reader1');

    expect(await screen.findByRole('heading', { name: 'Pickup' })).toBeTruthy();
    expect((await placeButton()).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await user.click(await placeButton());

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(/Amount due now/).textContent).toContain('$70.00');
    expect(checkout.placements).toHaveLength(1);
    expect(checkout.placements[0]?.body).toEqual({ mode: 'full', accept_terms: true, fulfilment: 'pickup' });
  });

  it('shows an order still waiting for payment instead of a second placement, and Pay now resumes its payment', async () => {
    const { cart, carts, checkout } = world({ ships: false });
    const first = await open('cu_reader1');
    await first.user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await first.user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });
    const [placed] = checkout.orders();
    first.unmount();
    // The reader leaves after a declined card and comes back: the cart is at checkout.
    carts.seed({ ...cart, status: 'pending_order' });

    const { user } = await open('cu_reader1');
    const waiting = await screen.findByRole('region', { name: 'Waiting for payment' });
    expect(within(waiting).getByRole('link', { name: placed!.order_number }).getAttribute('href')).toBe(
      `/order/${placed!.order_number}`,
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    await user.click(within(waiting).getByRole('button', { name: 'Pay now' }));
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(/Amount due now/).textContent).toContain('$70.00');
    expect(within(payment).getByText(`Order ${placed!.order_number}`)).toBeTruthy();
    expect(checkout.placements).toHaveLength(1);
  });

  it('gives up the waiting order on request, and the form is there again for a new one', async () => {
    const { cart, carts, checkout } = world({ ships: false });
    const first = await open('cu_reader1');
    await first.user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await first.user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });
    first.unmount();
    carts.seed({ ...cart, status: 'pending_order' });

    const { user } = await open('cu_reader1');
    const waiting = await screen.findByRole('region', { name: 'Waiting for payment' });
    await user.click(within(waiting).getByRole('button', { name: 'Give up this order' }));
    expect(await placeButton()).toBeTruthy();
    expect(checkout.orders()[0]?.status).toBe('abandoned');
    expect(carts.cart(cart.id)?.status).toBe('open');
  });

  it('after paying, Back to the checkout shows the order’s outcome, never a live form for the paid cart', async () => {
    const { cart, carts, checkout } = world({ ships: false });
    const first = await open('cu_reader1');
    await first.user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await first.user.click(await placeButton());
    await first.user.click(await screen.findByRole('button', { name: 'Pay with test card' }));
    await screen.findByRole('heading', { name: /Order FO-.* is paid/ });
    const [paid] = checkout.orders();
    expect(paid?.status).toBe('paid');
    first.unmount();
    carts.seed({ ...cart, status: 'ordered' });

    await open('cu_reader1');
    expect(await screen.findByRole('heading', { name: 'This cart is already ordered' })).toBeTruthy();
    expect(screen.getByText(`Order ${paid!.order_number} is paid: there is nothing more to pay here.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: `See order ${paid!.order_number}` }).getAttribute('href')).toBe(
      `/order/${paid!.order_number}`,
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  });

  it('lets the reader pick up an order from a form that also ships: no address asked and pickup sent, even after a look at shipping', async () => {
    const { checkout } = world({ ships: true, pickup: true });
    const { user } = await open('cu_reader1');

    expect(((await screen.findByRole('radio', { name: 'Pick up at the event' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('heading', { name: 'Pickup' })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    await within(summary).findByText('Total');
    expect(within(summary).queryByText('Shipping')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /I accept the seller’s terms/ }));
    expect((await placeButton()).getAttribute('aria-disabled')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Ship to me' }));
    expect(await screen.findByText('Choose a shipping option.')).toBeTruthy();
    expect(within(summary).getByText('Shipping')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Pick up at the event' }));
    await user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });
    expect(checkout.placements[0]?.body).toEqual({ mode: 'full', accept_terms: true, fulfilment: 'pickup' });
  });

  it('reuses the Idempotency-Key when a placement that got no answer is retried, and makes a new one for a new attempt', async () => {
    const { checkout } = world({ ships: false });
    checkout.refusePlacement(
      { status: 503, message: 'Service unavailable.', code: 'unavailable' },
      { status: 409, message: 'Sorry, "Midnight Court" sold out.', code: 'out_of_stock' },
    );
    const { user } = await open('cu_reader1');
    await user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));

    await user.click(await placeButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The order could not be placed just now. Try again',
    );
    await user.click(await placeButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, "Midnight Court" sold out.');
    await user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });

    const keys = apiServer.requests
      .filter((request) => request.path.endsWith('/checkout'))
      .map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says which order is already waiting when another attempt is in progress', async () => {
    const { checkout } = world({ ships: false });
    checkout.refusePlacement({
      status: 409,
      message: 'An order of this cart is waiting for payment.',
      code: 'checkout_in_progress',
      order_number: 'FO-ABCDEF',
    });
    const { user } = await open('cu_reader1');
    await user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await user.click(await placeButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An order of this cart is waiting for payment.');
    expect(within(alert).getByRole('link', { name: 'See order FO-ABCDEF' }).getAttribute('href')).toBe(
      '/order/FO-ABCDEF',
    );
  });

  it('ships to the chosen address: the shipping choice is sent and the new cart_uid it answers is followed', async () => {
    const { cart, checkout } = world({ ships: true });
    const { user, router } = await open('cu_reader1');

    expect(((await screen.findByRole('radio', { name: /Robin Reader/ })) as HTMLInputElement).checked).toBe(true);
    expect((await placeButton()).getAttribute('aria-disabled')).toBe('true');
    await user.click(await screen.findByRole('radio', { name: /USPS Priority/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cu_reader1-s1/checkout'));
    const patch = apiServer.requestsTo('PATCH', `/api/cart/${cart.id}/shipping`);
    expect(patch).toHaveLength(1);
    expect(patch[0]?.json).toEqual({ shipping_rate_id: expect.any(String), shipping_address_id: 'addr-home' });
    expect(router.history.length).toBe(1);

    await user.click(screen.getByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });
    expect(checkout.placements[0]?.body).toEqual({
      mode: 'full',
      accept_terms: true,
      fulfilment: 'shipping',
      shipping_address_id: 'addr-home',
    });
  });

  it('adds a new address inline and ships there', async () => {
    world({ ships: true });
    const { user } = await open('cu_reader1');
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText('First name'), 'Sam');
    await user.type(within(form).getByLabelText('Last name'), 'Sender');
    await user.type(within(form).getByLabelText('Address line 1'), '1 Harbour St');
    await user.type(within(form).getByLabelText('City'), 'Leeds');
    await user.type(within(form).getByLabelText('Postal code'), 'LS1 1AA');
    await user.type(within(form).getByLabelText(/Country code/), 'gb');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(((await screen.findByRole('radio', { name: /Sam Sender/ })) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Shipping to GB')).toBeTruthy();
  });

  it('a declined payment shows the provider’s message and stays on the payment step; a paid one confirms and opens the success page', async () => {
    const { cart } = world({ ships: false });
    const { user, router } = await open('cu_reader1');
    await user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });

    await user.click(screen.getByRole('button', { name: 'Use declined test card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    // Said once, by the form, not repeated by the step.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Payment' })).toBeTruthy();
    expect(apiServer.requestsTo('POST', `/api/cart/${cart.id}/update-qty-sold`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pay with test card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cu_reader1/success'));
    const confirm = apiServer.requestsTo('POST', `/api/cart/${cart.id}/update-qty-sold`);
    expect(confirm[0]?.json).toEqual({ payment_id: expect.stringMatching(/^pay_/), method: 'card' });
    expect(await screen.findByRole('heading', { name: /Order FO-.* is paid/ })).toBeTruthy();
  });

  it('once paid, the header’s cart count and the cart lists are read again (the cart is ordered, no longer open)', async () => {
    world({ ships: false });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(cartKeys.summary(), { data: {} });
    queryClient.setQueryData(cartKeys.list(), { data: [] });
    const { user, router } = await open('cu_reader1', queryClient);
    await user.click(await screen.findByRole('checkbox', { name: /I accept the seller’s terms/ }));
    await user.click(await placeButton());
    await screen.findByRole('region', { name: 'Payment' });
    expect(queryClient.getQueryState(cartKeys.summary())?.isInvalidated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Pay with test card' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/cu_reader1/success'));
    expect(queryClient.getQueryState(cartKeys.summary())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(cartKeys.list())?.isInvalidated).toBe(true);
  });

  it('applies a coupon with the cart’s own panel, and the order summary takes it off the total', async () => {
    world({ ships: false });
    const { user } = await open('cu_reader1');
    const coupon = await screen.findByRole('region', { name: 'Coupon' });
    await user.type(within(coupon).getByLabelText('Coupon code'), 'save10');
    await user.click(within(coupon).getByRole('button', { name: 'Apply' }));

    expect((await within(coupon).findByRole('status')).textContent).toBe('Coupon applied.');
    const summary = screen.getByRole('complementary', { name: 'Your order' });
    expect(await within(summary).findByText('Discount')).toBeTruthy();
    await user.click(within(coupon).getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect((await within(coupon).findByRole('status')).textContent).toBe('Coupon removed.');
  });

  it('names the seller once, above the title, and the event once beside it', async () => {
    world({ ships: false, title: 'Jessica Walter at Chicago Signing Social' });
    await open('cu_reader1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Pickup' });
    expect(screen.getAllByText(/Jessica Walter/)).toHaveLength(1);
    expect(screen.getByText('Chicago Signing Social', { selector: 'p' })).toBeTruthy();
  });

  it('sends a guest to sign in and back here', async () => {
    world({ ships: false });
    await renderRoutes({
      path: '/cart/cu_reader1/checkout',
      routes: [
        {
          path: '/cart/$uid/checkout',
          render: () => <CheckoutPage uid="cu_reader1" />,
          beforeLoad: requireAuth as never,
        },
      ],
    });

    expect(await screen.findByText('Landed on /login?redirect=%2Fcart%2Fcu_reader1%2Fcheckout')).toBeTruthy();
  });

  it('says when the cart is not the reader’s', async () => {
    world({ ships: false });
    await open('cu_someone_else');
    expect(await screen.findByRole('heading', { name: 'This cart could not be found' })).toBeTruthy();
  });
});
