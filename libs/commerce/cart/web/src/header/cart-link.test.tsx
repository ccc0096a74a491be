import { sessionStore } from '@folio/auth';
import { aUser } from '@folio/auth/testing';
import { api, createApiServer, renderScreen, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getCookie } from 'tiny-cookie';
import { aCart, aCartOrderForm, createCartFake, setTestSession, testUuid } from '../testing';
import { CartLink } from './cart-link';

const apiServer = createApiServer();
beforeAll(() => import('./cart-count'));
beforeEach(() => resetBrowserStorage());

const line = (quantity: number) => ({
  id: testUuid(),
  product_id: testUuid(),
  product_variant_id: null,
  quantity,
  price_total: quantity * 1000,
  unit_price_minor: 1000,
  title: 'Signed hardcover',
  variant_name: null,
  image_url: '/book.webp',
  hold: { held_until: '2099-01-01T00:00:00.000Z', active: true },
});

describe('CartLink', () => {
  it('counts the units across all the visitor’s carts, whatever their currencies', async () => {
    const session = setTestSession();
    const usd = aCartOrderForm({ currency: 'USD' });
    const gbp = aCartOrderForm({ currency: 'GBP' });
    const fake = createCartFake([
      { form: usd, products: [] },
      { form: gbp, products: [] },
    ]);
    fake.seed(aCart({ session_uid: session, order_form: usd, items: { products: [line(2)], bundles: [] } }));
    fake.seed(aCart({ session_uid: session, order_form: gbp, items: { products: [line(3)], bundles: [] } }));
    fake.seed(
      aCart({
        session_uid: 'someone-elses-session-000000',
        order_form: gbp,
        items: { products: [line(7)], bundles: [] },
      }),
    );
    apiServer.use(...fake.handlers);

    await renderScreen(CartLink);

    const link = await screen.findByRole('link', { name: /^Cart\s*\(5 items\)$/ });
    expect(link.getAttribute('href')).toBe('/cart');
  });

  it('asks nothing and sets no cookie for a first-time guest, who has no carts', async () => {
    await renderScreen(CartLink);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(apiServer.requests).toEqual([]);
    expect(getCookie('sess_id')).toBeNull();
  });
});

describe('CartLink after signing out', () => {
  it('drops the account’s count at once when the visitor signs out', async () => {
    const session = setTestSession();
    document.cookie = 'previouslyLoggedIn=true; path=/';
    const form = aCartOrderForm();
    const fake = createCartFake([{ form, products: [] }]);
    fake.seed(aCart({ session_uid: session, order_form: form, items: { products: [line(4)], bundles: [] } }));
    apiServer.use(
      ...fake.handlers,
      api.get('/api/user', () => HttpResponse.json(aUser())),
    );
    await renderScreen(CartLink);
    expect(await screen.findByRole('link', { name: /^Cart\s*\(4 items\)$/ })).toBeTruthy();

    // What @folio/auth's sign-out does on this device: the markers and the session id go.
    sessionStore.clear();

    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy());
  });
});
