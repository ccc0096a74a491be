import { aUser, axeViolations, userHandlers } from '@folio/auth/testing';
import { CART_BASE_PATH, CART_TEXT } from '@folio/cart-contract';
import { api, createApiServer, deferred, renderScreen, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { notify } from '@folio/ui-kit/toast';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, type RequestHandler } from 'msw';
import { CartLink } from '../header/cart-link';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid, type FakeForm } from '../testing';
import { CartPage } from './cart-page';

vi.mock('@folio/ui-kit/toast', async (original) => ({
  ...(await original<typeof import('@folio/ui-kit/toast')>()),
  notify: vi.fn(() => Promise.resolve(1)),
  notifyProduct: vi.fn(() => Promise.resolve(1)),
}));

const apiServer = createApiServer();
beforeAll(() => import('../header/cart-count'));
beforeEach(() => {
  resetBrowserStorage();
  vi.clearAllMocks();
});

const form = aCartOrderForm({
  title: 'Midnight Court preorders',
  currency: 'GBP',
  fulfilment: { pickup: false, shipping: true },
});
const hardcover = { id: testUuid(), title: 'Midnight Court (signed hardcover)', unit_price_minor: 3500, stock: 3 };
const edition = { id: testUuid(), name: 'Sprayed edges' };
const paperback = { id: testUuid(), title: 'Midnight Court (paperback)', unit_price_minor: 1800, variants: [edition] };
const bundle = { id: testUuid(), title: 'Court bundle', unit_price_minor: 5000, product_ids: [paperback.id] };
const world: FakeForm = {
  form,
  products: [hardcover, paperback],
  bundles: [bundle],
  shipping: [
    { id: testUuid(), name: 'Royal Mail tracked', country_code: 'GB', price_minor: 450 },
    { id: testUuid(), name: 'International', country_code: null, price_minor: 1500 },
  ],
};

/** A visitor with a cart holding 1 hardcover (£35.00) and 1 bundle (£50.00). */
async function renderCart(extra: RequestHandler[] = [], cartForm = form) {
  const session = setTestSession();
  const fake = createCartFake([{ ...world, form: cartForm }]);
  const seeded = fake.seed(aCart({ session_uid: session, order_form: cartForm }));
  apiServer.use(...extra, ...fake.handlers);
  const cart = fake.seed({
    ...seeded,
    items: {
      products: [
        {
          id: testUuid(),
          product_id: hardcover.id,
          product_variant_id: null,
          quantity: 1,
          price_total: 3500,
          unit_price_minor: 3500,
          title: hardcover.title,
          variant_name: null,
          image_url: '/hardcover.webp',
          hold: { held_until: '2099-01-01T12:30:00.000Z', active: true },
        },
      ],
      bundles: [
        {
          id: testUuid(),
          bundle_id: bundle.id,
          quantity: 1,
          price_total: 5000,
          unit_price_minor: 5000,
          title: bundle.title,
          product_variants: [
            {
              product_id: paperback.id,
              product_title: paperback.title,
              variant_id: edition.id,
              variant_name: edition.name,
            },
          ],
          image_url: '/bundle.webp',
          hold: { held_until: '2099-01-01T12:30:00.000Z', active: true },
        },
      ],
    },
  });
  const view = await renderScreen(
    ({ params }: ScreenProps) => (
      <>
        <CartLink />
        <CartPage cartId={params['uid'] ?? ''} />
      </>
    ),
    { path: `/cart/${cart.id}`, routePath: '/cart/$uid' },
  );
  return { fake, cart, ...view };
}

const quantityOf = (title: string) => screen.getByRole('status', { name: `Quantity of ${title}` });
const subtotal = () => screen.getByText('Subtotal', { selector: 'p > span' }).parentElement?.textContent;

describe('CartPage', () => {
  it('shows each line with its picture, variants, unit price and stepper, the subtotal and the form’s closing', async () => {
    await renderCart();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByText(hardcover.title)).toBeTruthy();
    expect(within(lines).getByText('£35.00 GBP each')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: `Chosen for ${bundle.title}` })).getByText(
        'Midnight Court (paperback): Sprayed edges',
      ),
    ).toBeTruthy();
    expect(quantityOf(hardcover.title).textContent).toBe('1');
    expect(subtotal()).toBe('Subtotal £85.00 GBP');
    expect(screen.getByText('Order before Dec 31, 2099')).toBeTruthy();
    // At 1 the minus is unavailable, not disabled: it keeps the focus and does nothing.
    const fewer = screen.getByRole('button', { name: `Decrease quantity of ${hardcover.title}` });
    expect(fewer.getAttribute('aria-disabled')).toBe('true');
    fewer.focus();
    fewer.click();
    expect(document.activeElement).toBe(fewer);
    expect(quantityOf(hardcover.title).textContent).toBe('1');
    expect(await screen.findByRole('link', { name: /^Cart\s*\(2 items\)$/ })).toBeTruthy();
  });

  it('shows a quantity change at once, with the subtotal and the header’s count, before the server answers', async () => {
    const { fake, user } = await renderCart();
    await screen.findByRole('link', { name: /^Cart\s*\(2 items\)$/ });
    const answer = deferred();
    fake.hold('adjust', answer.promise);

    await user.click(await screen.findByRole('button', { name: `Increase quantity of ${hardcover.title}` }));

    expect(quantityOf(hardcover.title).textContent).toBe('2');
    expect(subtotal()).toBe('Subtotal £120.00 GBP');
    expect(screen.getByRole('link', { name: /^Cart\s*\(3 items\)$/ })).toBeTruthy();
    answer.release();
    await waitFor(() => expect(fake.carts()[0]?.items.products[0]?.quantity).toBe(2));
    expect(quantityOf(hardcover.title).textContent).toBe('2');
    expect(notify).not.toHaveBeenCalled();
  });

  it('rolls a refused change back to the earlier quantity and shows the server’s reason', async () => {
    const { fake, user } = await renderCart();
    const answer = deferred();
    fake.hold('adjust', answer.promise);
    fake.refuseNext('adjust', { message: 'Only 1 left.', code: 'insufficient_stock' });

    await user.click(await screen.findByRole('button', { name: `Increase quantity of ${hardcover.title}` }));
    expect(quantityOf(hardcover.title).textContent).toBe('2');
    answer.release();

    await waitFor(() => expect(quantityOf(hardcover.title).textContent).toBe('1'));
    expect(subtotal()).toBe('Subtotal £85.00 GBP');
    expect(notify).toHaveBeenCalledWith('Only 1 left.', { tone: 'error' });
    expect(await screen.findByRole('link', { name: /^Cart\s*\(2 items\)$/ })).toBeTruthy();
  });

  it('rolls a bundle back with its own words when the server gives no reason', async () => {
    const { fake, user } = await renderCart();
    fake.refuseNext('adjust', { status: 500, message: 'deadlock detected' });

    await user.click(await screen.findByRole('button', { name: `Increase quantity of ${bundle.title}` }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith(CART_TEXT.updateBundleFailed, { tone: 'error' }));
    expect(quantityOf(bundle.title).textContent).toBe('1');
  });

  it('removes a line', async () => {
    const { user } = await renderCart();

    await user.click(await screen.findByRole('button', { name: `Remove ${hardcover.title}` }));

    await waitFor(() => expect(screen.queryByText(hardcover.title)).toBeNull());
    expect(subtotal()).toBe('Subtotal £50.00 GBP');
  });

  it('applies a coupon with the server’s words, says why a code is refused, and takes it off again', async () => {
    const { user } = await renderCart();
    const coupon = await screen.findByRole('region', { name: 'Coupon' });

    await user.type(within(coupon).getByLabelText('Coupon code'), 'NOPE');
    await user.click(within(coupon).getByRole('button', { name: 'Apply' }));
    expect((await within(coupon).findByRole('alert')).textContent).toBe('This coupon code is not valid.');

    await user.clear(within(coupon).getByLabelText('Coupon code'));
    await user.type(within(coupon).getByLabelText('Coupon code'), 'save10');
    await user.click(within(coupon).getByRole('button', { name: 'Apply' }));
    expect((await within(coupon).findByRole('status')).textContent).toBe('Coupon applied.');
    expect(within(coupon).getByText('SAVE10')).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(within(summary).getByText('Discount')).toBeTruthy());

    await user.click(within(coupon).getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect((await within(coupon).findByRole('status')).textContent).toBe('Coupon removed.');
  });

  it('saves the message to the seller', async () => {
    const { fake, cart, user } = await renderCart();

    await user.type(await screen.findByLabelText('Message to Jessica Walter'), 'To Ada, please');
    await user.click(screen.getByRole('button', { name: 'Save message' }));

    expect((await screen.findByText('Message saved.')).getAttribute('role')).toBe('status');
    expect(fake.cart(cart.id)?.message).toBe('To Ada, please');
  });

  it('checks stock and says for each line how it stands', async () => {
    const { fake, cart, user } = await renderCart();
    fake.seed({
      ...cart,
      items: {
        ...cart.items,
        products: cart.items.products.map((line) => ({ ...line, quantity: 4, price_total: 14000 })),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Check stock' }));

    expect(await screen.findByText('Not enough left (only 3 left)')).toBeTruthy();
    expect(screen.getByText('Some items are short.')).toBeTruthy();
  });

  it('shows the shipping rates for the country picked, only for a form that ships', async () => {
    const { user } = await renderCart();

    await user.selectOptions(await screen.findByLabelText('Ship to'), 'GB');
    const options = await screen.findByRole('list', { name: 'Shipping options' });
    expect(options.textContent).toBe('Royal Mail tracked £4.50 GBP');

    await user.selectOptions(screen.getByLabelText('Ship to'), 'AU');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Shipping options' }).textContent).toBe('International £15.00 GBP'),
    );
  });

  it("preselects the reader's country when the device knows it, and shows its rates at once", async () => {
    const known = {
      country_code: 'GB',
      country_name: 'United Kingdom',
      city: null,
      region: null,
      timezone: 'Europe/London',
      latitude: null,
      longitude: null,
      source: 'ip',
      timestamp: Date.now(),
    };
    localStorage.setItem('geolocation_data', JSON.stringify(known));
    await renderCart();

    expect((await screen.findByLabelText<HTMLSelectElement>('Ship to')).value).toBe('GB');
    expect((await screen.findByRole('list', { name: 'Shipping options' })).textContent).toBe(
      'Royal Mail tracked £4.50 GBP',
    );
  });

  it('says when the cart cannot be found (another visitor’s or a guessed id)', async () => {
    setTestSession();
    const fake = createCartFake([world]);
    apiServer.use(...fake.handlers);
    await renderScreen(() => <CartPage cartId={testUuid()} />);
    expect(await screen.findByRole('heading', { name: 'This cart could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your carts' }).getAttribute('href')).toBe('/cart');
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    const session = setTestSession();
    const fake = createCartFake([world]);
    const cart = fake.seed(aCart({ session_uid: session, order_form: form }));
    fake.refuseNext('cart', { status: 503, message: 'Down for maintenance' });
    apiServer.use(...fake.handlers);
    const { user } = await renderScreen(() => <CartPage cartId={cart.id} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your cart could not be loaded.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
  });

  it('shows its skeleton in the page while the cart loads', async () => {
    setTestSession();
    const fake = createCartFake([world]);
    const answer = deferred();
    fake.hold('cart', answer.promise);
    apiServer.use(...fake.handlers);
    await renderScreen(() => <CartPage cartId={testUuid()} />);

    expect(screen.getByRole('status', { name: 'Loading your cart' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    answer.release();
  });
});

describe('CartPage heading', () => {
  it('names the seller above the title and the event once beside the closing date, though the form’s title holds both', async () => {
    await renderCart([], { ...form, title: 'Jessica Walter at Chicago Signing Social' });
    await screen.findByRole('list', { name: 'Items in your cart' });

    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(screen.queryByText(/Jessica Walter at/)).toBeNull();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /^Chicago Signing Social · \S/.test(element.textContent ?? ''),
      ),
    ).toBeTruthy();
  });
});

describe('CartPage accessibility', () => {
  it('has no axe violations with lines, panels and the header link', async () => {
    const { container } = await renderCart();
    await screen.findByRole('list', { name: 'Items in your cart' });
    await screen.findByText('Total');

    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('CartPage steppers, clicked quickly', () => {
  it('keeps the latest quantity while earlier answers come back', async () => {
    const { fake, user } = await renderCart();
    const first = deferred();
    fake.hold('adjust', first.promise);
    const increase = await screen.findByRole('button', { name: `Increase quantity of ${hardcover.title}` });

    await user.click(increase);
    await waitFor(() =>
      expect(apiServer.requests.filter((request) => request.path.endsWith('/adjust'))).toHaveLength(1),
    );
    const second = deferred();
    fake.hold('adjust', second.promise);
    await user.click(increase);
    expect(quantityOf(hardcover.title).textContent).toBe('3');
    await waitFor(() =>
      expect(apiServer.requests.filter((request) => request.path.endsWith('/adjust'))).toHaveLength(2),
    );

    first.release();
    await waitFor(() => expect(fake.carts()[0]?.items.products[0]?.quantity).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(quantityOf(hardcover.title).textContent).toBe('3');

    second.release();
    await waitFor(() => expect(fake.carts()[0]?.items.products[0]?.quantity).toBe(3));
    expect(quantityOf(hardcover.title).textContent).toBe('3');
    expect(subtotal()).toBe('Subtotal £155.00 GBP');
  });

  describe('checkout links (issue 12)', () => {
    const withDeposit = api.get(`${CART_BASE_PATH}/:id/order`, ({ params }) =>
      HttpResponse.json({
        data: {
          cart_id: String(params['id']),
          currency: 'GBP',
          subtotal_minor: 8500,
          discount_minor: 0,
          shipping_minor: 0,
          total_minor: 8500,
          total_quantity: 2,
          deposit: { percent: 20, amount_minor: 1700 },
        },
      }),
    );

    it('a signed-in reader checks out or pays a deposit from the cart', async () => {
      document.cookie = 'previouslyLoggedIn=true; path=/';
      apiServer.use(...userHandlers(aUser()));
      const { cart } = await renderCart([withDeposit]);

      expect((await screen.findByRole('link', { name: 'Checkout' })).getAttribute('href')).toBe(
        `/cart/${cart.cart_uid}/checkout`,
      );
      expect((await screen.findByRole('link', { name: 'Pay a deposit' })).getAttribute('href')).toBe(
        `/cart/${cart.cart_uid}/deposit`,
      );
    });

    it('a guest is sent to sign in and back, and no deposit is offered when the preview has none', async () => {
      const { cart } = await renderCart();

      const link = await screen.findByRole('link', { name: 'Sign in to check out' });
      expect(link.getAttribute('href')).toBe(
        `/login?redirect=${encodeURIComponent(`/cart/${cart.cart_uid}/checkout`)}`,
      );
      await screen.findByText('Total');
      expect(screen.queryByRole('link', { name: /deposit/ })).toBeNull();
    });
  });
});
