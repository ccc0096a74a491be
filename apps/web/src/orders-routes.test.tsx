import { aUser, socialProviderHandlers, userHandlers } from '@folio/auth/testing';
import { notificationHandlers } from '@folio/notifications/testing';
import { anOrder, anOrderEvent, aSeller, createOrdersFake } from '@folio/orders/testing';
import { createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { setCookie } from 'tiny-cookie';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer(socialProviderHandlers());
beforeEach(() => resetBrowserStorage());

/** A signed-in reader with these orders. */
function readerWith(orders: ReturnType<typeof anOrder>[]) {
  setCookie('previouslyLoggedIn', 'true', { path: '/' });
  apiServer.use(...createOrdersFake({ orders }).handlers, ...userHandlers(aUser()), ...notificationHandlers([]));
}

describe('the order routes in the app', () => {
  it('sends a guest from /orders to the sign-in page with the way back', async () => {
    const { router } = await renderApp('/orders/by-event');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/orders/by-event' });
  });

  it('/orders lists the reader’s orders under its title', async () => {
    const order = anOrder();
    readerWith([order]);
    await renderApp('/orders');
    expect(await screen.findByRole('link', { name: order.order_number })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your orders · Folio'));
  });

  it('/orders?page=2 reads the second page', async () => {
    readerWith(
      Array.from({ length: 11 }, (_, index) => anOrder({ created_at: `2099-01-${String(index + 10)}T10:00:00.000Z` })),
    );
    await renderApp('/orders?page=2');
    expect(await screen.findByText('Page 2 of 2 · 11 orders')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('/orders/by-event puts both sellers of one event under it', async () => {
    const event = anOrderEvent({ title: 'Chicago Signing Social' });
    readerWith([
      anOrder({ event, seller: aSeller({ name: 'Jessica Walter' }) }),
      anOrder({ event, seller: aSeller({ name: 'Fable & Foil', kind: 'vendor' }) }),
    ]);
    await renderApp('/orders/by-event');
    const card = await screen.findByRole('region', { name: 'Chicago Signing Social' });
    expect(within(card).getByRole('region', { name: 'Jessica Walter' })).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'Fable & Foil' })).toBeTruthy();
  });

  it('answers an order that is not the reader’s with the not-found screen', async () => {
    readerWith([anOrder()]);
    await renderApp('/order/FO-ZZZZZZ/transactions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Order sections' })).toBeNull();
  });

  it('answers a tab that does not exist with the not-found screen', async () => {
    const order = anOrder();
    readerWith([order]);
    await renderApp(`/order/${order.order_number}/refunds`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('opens an order’s tab inside the order, titled for it', async () => {
    const order = anOrder();
    readerWith([order]);
    await renderApp(`/order/${order.order_number}/cancel`);
    expect(await screen.findByRole('region', { name: 'Cancel this order' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Cancel · Order ${order.order_number} · Folio`));
  });
});
