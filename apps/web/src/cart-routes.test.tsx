import { aCart, aCartOrderForm, aCartProductItem, createCartFake, setTestSession, testUuid } from '@folio/cart/testing';
import { createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const form = aCartOrderForm({ title: 'Midnight Court preorders', currency: 'GBP' });
const hardcover = { id: testUuid(), title: 'Midnight Court (signed hardcover)', unit_price_minor: 3500 };

/** A visitor with one cart holding 2 hardcovers. */
function visitorWithCart() {
  const session = setTestSession();
  const fake = createCartFake([{ form, products: [hardcover] }]);
  const cart = fake.seed(
    aCart({
      session_uid: session,
      order_form: form,
      items: {
        products: [aCartProductItem(hardcover)],
        bundles: [],
      },
    }),
  );
  apiServer.use(...fake.handlers);
  return cart;
}

describe('the cart routes', () => {
  it('the header’s cart link shows the count and opens /cart, which lists the cart', async () => {
    const cart = visitorWithCart();
    const { user, router } = await renderApp('/');

    await user.click(await screen.findByRole('link', { name: /^Cart\s*\(2 items\)$/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const signing = await screen.findByRole('region', { name: 'Chicago Signing Social' });
    expect(within(signing).getByRole('link', { name: form.title }).getAttribute('href')).toBe(`/cart/${cart.id}`);
    await waitFor(() => expect(document.title).toBe('Your carts · Folio'));
  });

  it('/cart/{uid} is the cart, titled Cart, inside the site’s frame', async () => {
    const cart = visitorWithCart();
    await renderApp(`/cart/${cart.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(await screen.findByText(hardcover.title)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Cart · Folio'));
  });

  it('/cart/{uid}/cancel leads back to the cart', async () => {
    await renderApp('/cart/c-42/cancel');

    expect(await screen.findByRole('heading', { name: 'Nothing was charged' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your cart' }).getAttribute('href')).toBe('/cart/c-42');
  });
});
