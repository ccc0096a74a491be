import { aUser, axeViolations } from '@folio/auth/testing';
import type { OrderFormSeller } from '@folio/order-forms-contract';
import { api, createApiServer, deferred, renderScreen, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid, type FakeForm } from '../testing';
import { CartCancelPage } from './cart-cancel-page';
import { CartsPage } from './carts-page';

vi.mock('@folio/ui-kit/toast', async (original) => ({
  ...(await original<typeof import('@folio/ui-kit/toast')>()),
  notify: vi.fn(() => Promise.resolve(1)),
  notifyProduct: vi.fn(() => Promise.resolve(1)),
}));

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const chicago = {
  id: testUuid(),
  slug: 'chicago-signing-social',
  title: 'Chicago Signing Social',
  starts_at: '2099-06-01T15:00:00.000Z',
  ends_at: '2099-06-01T21:00:00.000Z',
  timezone: 'America/Chicago',
  location: 'Navy Pier, Chicago',
};
const jessica: OrderFormSeller = { id: testUuid(), kind: 'author', slug: 'jessica-walter', name: 'Jessica Walter' };
const fable: OrderFormSeller = { id: testUuid(), kind: 'vendor', slug: 'fable-foil', name: 'Fable & Foil' };

const product = (price: number) => ({ id: testUuid(), title: 'Signed hardcover', unit_price_minor: price });

function formOf(
  title: string,
  seller: OrderFormSeller,
  currency: string,
  event: typeof chicago | null,
  price: number,
): FakeForm {
  return { form: aCartOrderForm({ title, seller, currency, event }), products: [product(price)] };
}

/** A cart of `form` holding `quantity` units of its product. */
function filled(world: FakeForm, session: string, quantity: number) {
  const item = world.products[0];
  if (!item) throw new Error('a form needs a product');
  return aCart({
    session_uid: session,
    order_form: world.form,
    items: {
      products: [
        {
          id: testUuid(),
          product_id: item.id,
          product_variant_id: null,
          quantity,
          price_total: quantity * item.unit_price_minor,
          unit_price_minor: item.unit_price_minor,
          title: item.title,
          variant_name: null,
          image_url: '/book.webp',
          hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
        },
      ],
      bundles: [],
    },
  });
}

describe('CartsPage', () => {
  it('groups the visitor’s carts by event and then seller, each with its subtotal in its own currency and no sum across currencies', async () => {
    const session = setTestSession();
    const jessicaUsd = formOf('Midnight Court', jessica, 'USD', chicago, 123450);
    const fableGbp = formOf('Foil editions', fable, 'GBP', chicago, 2500);
    const direct = formOf('Signed backlist', jessica, 'EUR', null, 1800);
    const fake = createCartFake([jessicaUsd, fableGbp, direct]);
    fake.seed(filled(jessicaUsd, session, 2));
    fake.seed(filled(fableGbp, session, 1));
    fake.seed(filled(direct, session, 3));
    fake.seed(filled(jessicaUsd, 'another-visitors-session-0000', 5));
    fake.seed(aCart({ session_uid: session, order_form: aCartOrderForm({ title: 'Nothing in it yet' }) }));
    apiServer.use(...fake.handlers);

    const { container } = await renderScreen(CartsPage, { path: '/cart' });

    const signing = await screen.findByRole('region', { name: 'Chicago Signing Social' });
    expect(await axeViolations(container)).toEqual([]);
    const jessicaCarts = within(signing).getByRole('group', { name: 'Jessica Walter' });
    expect(within(jessicaCarts).getByRole('link', { name: 'Midnight Court' }).getAttribute('href')).toMatch(
      /^\/cart\/[0-9a-f-]+$/,
    );
    expect(within(jessicaCarts).getByText('2 items')).toBeTruthy();
    expect(within(jessicaCarts).getByText('$2,469.00 USD')).toBeTruthy();
    expect(within(within(signing).getByRole('group', { name: 'Fable & Foil' })).getByText('£25.00 GBP')).toBeTruthy();
    const directSales = screen.getByRole('region', { name: 'Direct sales' });
    expect(within(directSales).getByText('€54.00 EUR')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Chicago Signing Social',
      'Direct sales',
    ]);
    expect(screen.queryByText(/^(grand )?total/i)).toBeNull();
    expect(screen.queryByText('Nothing in it yet')).toBeNull();
    expect(screen.getAllByText(/^\$|^£|^€/).map((price) => price.textContent)).toEqual([
      '$2,469.00 USD',
      '£25.00 GBP',
      '€54.00 EUR',
    ]);
  });

  it('lists a cart at checkout beside the open ones, as the header counts it, with the way back to its payment', async () => {
    const session = setTestSession();
    const world = formOf('Midnight Court', jessica, 'USD', chicago, 3500);
    const open = formOf('Foil editions', fable, 'GBP', chicago, 2500);
    const fake = createCartFake([world, open]);
    fake.seed({ ...filled(world, session, 3), status: 'pending_order', cart_uid: 'waiting-cart-uid' });
    fake.seed(filled(open, session, 1));
    apiServer.use(...fake.handlers);

    const { container } = await renderScreen(CartsPage, { path: '/cart' });

    const waiting = (await screen.findByRole('link', { name: 'Midnight Court' })).closest('li')!;
    expect(within(waiting).getByText('3 items')).toBeTruthy();
    expect(within(waiting).getByText('At checkout')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Resume checkout' }).getAttribute('href')).toBe(
      '/cart/waiting-cart-uid/checkout',
    );
    expect(screen.getByRole('link', { name: 'Foil editions' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the cart is empty and where to find something', async () => {
    setTestSession();
    apiServer.use(...createCartFake([]).handlers);

    await renderScreen(CartsPage, { path: '/cart' });

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe('/events');
  });

  it('shows its skeleton while the carts load, and a retry when they cannot be', async () => {
    setTestSession();
    const fake = createCartFake([]);
    const answer = deferred();
    fake.hold('list', answer.promise);
    fake.refuseNext('list', { status: 503, message: 'Carts are unavailable.' });
    apiServer.use(...fake.handlers);
    const { user } = await renderScreen(CartsPage, { path: '/cart' });

    expect(screen.getByRole('status', { name: 'Loading your carts' })).toBeTruthy();
    answer.release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your carts could not be loaded.')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('reads the carts again once the visitor signs in, when the server has joined the guest carts into the account', async () => {
    const session = setTestSession();
    const world = formOf('Midnight Court', jessica, 'USD', chicago, 3500);
    const fake = createCartFake([world]);
    apiServer.use(
      ...fake.handlers,
      api.get('/api/user', () => HttpResponse.json(aUser())),
    );
    await renderScreen(CartsPage, { path: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();

    // Signing in elsewhere on the page: the server joins the carts, the marker cookie is set.
    fake.seed(filled(world, session, 1));
    document.cookie = 'previouslyLoggedIn=true; path=/';
    localStorage.setItem('isLoggedIn', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn' }));

    await waitFor(() => expect(screen.getByRole('link', { name: 'Midnight Court' })).toBeTruthy());
  });
});

describe('CartCancelPage', () => {
  it('says nothing was charged and the cart is kept, with the way back to it', async () => {
    await renderScreen(({ params }: ScreenProps) => <CartCancelPage cartId={params['uid'] ?? ''} />, {
      path: '/cart/c-1/cancel',
      routePath: '/cart/$uid/cancel',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nothing was charged' })).toBeTruthy();
    expect(screen.getByText(/Your cart is kept just as it was/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart/c-1');
    expect(screen.queryByRole('link', { name: /checkout|deposit/i })).toBeNull();
  });
});
