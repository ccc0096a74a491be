import { aCart, aCartOrderForm, aCartProductItem, createCartFake, setTestSession, testUuid } from '@folio/cart/testing';
import { peoplePaths } from '@folio/people-contract';
import { anAuthor } from '@folio/people-contract/testing';
import { aPage } from '@folio/events/testing';
import { embedHomeFeed } from '@folio/content/testing';
import { api, createApiServer, deferred, resetBrowserStorage } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createLazyQueryClient } from './queries';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer();
// Each test starts on the home page of a first visit: its feed is in the HTML.
let removeFeed: () => void = () => undefined;
beforeEach(() => {
  resetBrowserStorage();
  removeFeed = embedHomeFeed();
});
afterEach(() => removeFeed());

describe('the lazily loaded query client', () => {
  it('loads once, is there only once loaded, and tells its listeners', async () => {
    const client = new QueryClient();
    const create = vi.fn(async () => client);
    const queries = createLazyQueryClient(create);
    const listener = vi.fn();
    queries.subscribe(listener);

    expect(queries.current()).toBeUndefined();
    const [first, second] = await Promise.all([queries.load(), queries.load()]);

    expect(first).toBe(client);
    expect(second).toBe(client);
    expect(queries.current()).toBe(client);
    expect(create).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    // The same promise every time, settled as React's `use` reads it: no suspension once loaded.
    expect(queries.load()).toBe(queries.load());
    expect(queries.load()).toMatchObject({ status: 'fulfilled', value: client });
  });

  it('tries again after a failed download', async () => {
    const client = new QueryClient();
    const create = vi
      .fn<() => Promise<QueryClient>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(client);
    const queries = createLazyQueryClient(create);

    await expect(queries.load()).rejects.toThrow('chunk failed');
    await expect(queries.load()).resolves.toBe(client);
  });
});

/** A visitor whose one cart holds 2 copies of a book. */
function visitorWithTwoBooksInACart() {
  const session = setTestSession();
  const form = aCartOrderForm();
  const book = { id: testUuid(), title: 'Signed hardcover', unit_price_minor: 3500 };
  const fake = createCartFake([{ form, products: [book] }]);
  fake.seed(
    aCart({
      session_uid: session,
      order_form: form,
      items: {
        products: [aCartProductItem(book)],
        bundles: [],
      },
    }),
  );
  apiServer.use(...fake.handlers);
}

describe('pages and the query client', () => {
  it('draws the home page without waiting for it, and the header’s cart count once it has arrived', async () => {
    visitorWithTwoBooksInACart();
    const arrives = deferred<void>();

    await renderApp('/', { queryClientArrives: arrives.promise });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The place where books find their readers' }),
    ).toBeTruthy();
    // Long enough for the count's own chunk to arrive first: it waits, drawing nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'The place where books find their readers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Cart$/ })).toBeTruthy();
    arrives.release();
    expect(await screen.findByRole('link', { name: /^Cart\s*\(2 items\)$/ })).toBeTruthy();
  });

  it('holds a page with data until it has arrived, then loads the page', async () => {
    apiServer.use(api.get(peoplePaths.authors(), () => HttpResponse.json(aPage([anAuthor({ name: 'Aaron Ryan' })]))));
    const arrives = deferred<void>();
    const { router } = await renderApp('/', { queryClientArrives: arrives.promise });
    await screen.findByRole('heading', { level: 1, name: 'The place where books find their readers' });

    void router.navigate({ to: '/authors' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(apiServer.requests).toEqual([]);

    arrives.release();
    expect(await screen.findByRole('heading', { name: 'Aaron Ryan' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/authors'));
  });
});
