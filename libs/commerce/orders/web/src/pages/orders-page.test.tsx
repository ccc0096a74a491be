import { api, apiError, createApiServer, renderScreen, resetBrowserStorage, type ScreenProps } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { anOrder, createOrdersFake } from '../testing';
import { OrdersPage } from './orders-page';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

/** The page as its route passes it the `?page=` search. */
const renderOrders = () =>
  renderScreen<{ page?: string }>(
    ({ search }: ScreenProps<{ page?: string }>) => <OrdersPage page={Number(search.page ?? 1)} />,
    { path: '/orders', routePath: '/orders' },
  );

describe('OrdersPage', () => {
  it('lists the reader’s orders newest first, each with its status and what is paid and owed in its own currency', async () => {
    const older = anOrder({
      created_at: '2099-01-01T10:00:00.000Z',
      status: 'paid',
      total_minor: 7000,
      paid_minor: 7000,
      currency: 'GBP',
    });
    const newer = anOrder({
      created_at: '2099-02-01T10:00:00.000Z',
      status: 'deposit_paid',
      payment_mode: 'deposit',
      total_minor: 7000,
      paid_minor: 2100,
      next_due: { due_date: '2099-03-15', amount_minor: 2450, instalment_id: '00000000-0000-4000-9000-00000000aaaa' },
    });
    apiServer.use(...createOrdersFake({ orders: [older, newer] }).handlers);

    await renderOrders();

    const rows = within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      `Order ${newer.order_number}`,
      `Order ${older.order_number}`,
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Deposit paid')).toBeTruthy();
    expect(first.textContent).toContain('Paid $21.00 USD of $70.00 USD');
    expect(first.textContent).toContain('Owed $49.00 USD');
    expect(first.textContent).toContain('Next payment $24.50 USD due Mar 15, 2099');
    expect(within(second).getByText('Paid')).toBeTruthy();
    expect(second.textContent).toContain('Owed £0.00 GBP');
    expect(within(first).getByRole('link', { name: newer.order_number }).getAttribute('href')).toBe(
      `/order/${newer.order_number}`,
    );
  });

  it('names each order’s seller and event once, though the form’s title holds both', async () => {
    const logan = anOrder({
      seller: { id: '00000000-0000-4000-9000-00000000bbbb', name: 'Logan Moss', kind: 'author' },
      event: {
        id: '00000000-0000-4000-9000-00000000cccc',
        title: "Toronto Readers' Weekend",
        slug: 'toronto',
        starts_at: '2099-06-01T15:00:00.000Z',
        ends_at: '2099-06-01T21:00:00.000Z',
      },
      order_form: {
        uid: 'of_logan',
        slug: 'logan-moss-toronto',
        title: "Logan Moss at Toronto Readers' Weekend",
        close_date: '2099-05-20',
      },
    });
    apiServer.use(...createOrdersFake({ orders: [logan] }).handlers);

    await renderOrders();

    const row = within(await screen.findByRole('list', { name: 'Orders' })).getByRole('listitem', {
      name: `Order ${logan.order_number}`,
    });
    expect(within(row).getByText(/ordered/).textContent).toMatch(/^Logan Moss · Toronto Readers' Weekend · ordered /);
  });

  it('pages through the orders ten at a time', async () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      anOrder({ created_at: `2099-01-${String(index + 1).padStart(2, '0')}T10:00:00.000Z` }),
    );
    apiServer.use(...createOrdersFake({ orders }).handlers);

    const { user, router } = await renderOrders();
    expect(await screen.findByText('Page 1 of 2 · 12 orders')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('link', { name: 'Older orders' }));
    expect(router.state.location.href).toBe('/orders?page=2');
    expect(apiServer.requestsTo('GET', '/api/orders').at(-1)?.searchParams).toMatchObject({
      page: '2',
      per_page: '10',
    });
  });

  it('says so when there are no orders yet and leads to the events', async () => {
    apiServer.use(...createOrdersFake({ orders: [] }).handlers);
    await renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a signing' }).getAttribute('href')).toBe('/events');
  });

  it('shows a loading state, then the server’s error with a retry that works', { timeout: 10_000 }, async () => {
    let fail = true;
    apiServer.use(...createOrdersFake({ orders: [anOrder()] }).handlers);
    apiServer.use(api.get('/api/orders', () => (fail ? apiError(503, 'Orders are resting.') : undefined)));
    const { user } = await renderOrders();
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeTruthy();
    // An outage is tried twice more (1 s, then 2 s) before the page says so.
    expect((await screen.findByRole('alert', {}, { timeout: 6000 })).textContent).toContain(
      'We couldn’t load your orders.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeTruthy();
  });
});
