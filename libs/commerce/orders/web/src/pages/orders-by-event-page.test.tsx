import { axeViolations } from '@folio/auth/testing';
import { createApiServer, renderRoutes, resetBrowserStorage, type TestRoute } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { anOrder, anOrderEvent, aSeller, createOrdersFake } from '../testing';
import { OrdersByEventPage } from './orders-by-event-page';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const routes: TestRoute[] = [
  { path: '/orders/by-event', render: () => <OrdersByEventPage period="upcoming" /> },
  { path: '/orders/by-event/past', render: () => <OrdersByEventPage period="past" /> },
];
const open = (path: string) => renderRoutes({ path, routes: routes as TestRoute<never>[] });

const chicago = anOrderEvent({
  title: 'Chicago Signing Social',
  slug: 'chicago',
  starts_at: '2099-06-01T15:00:00.000Z',
  ends_at: '2099-06-01T21:00:00.000Z',
});
const boston = anOrderEvent({
  title: 'Boston Book Bash',
  slug: 'boston',
  starts_at: '2001-06-01T15:00:00.000Z',
  ends_at: '2001-06-01T21:00:00.000Z',
});
const jessica = aSeller({ name: 'Jessica Walter', kind: 'author' });
const fable = aSeller({ name: 'Fable & Foil', kind: 'vendor' });

describe('OrdersByEventPage', () => {
  it('shows one event across both sellers: each seller’s orders, paid and owed per currency, the next payment and ONE pickup code', async () => {
    const jessicaFull = anOrder({ event: chicago, seller: jessica, total_minor: 7000, paid_minor: 7000 });
    const jessicaDeposit = anOrder({
      event: chicago,
      seller: jessica,
      status: 'deposit_paid',
      payment_mode: 'deposit',
      total_minor: 10000,
      paid_minor: 3000,
      next_due: { due_date: '2099-04-01', amount_minor: 3500, instalment_id: '00000000-0000-4000-9000-00000000bbb1' },
    });
    const fableGbp = anOrder({
      event: chicago,
      seller: fable,
      currency: 'GBP',
      total_minor: 2500,
      paid_minor: 1000,
      next_due: { due_date: '2099-03-01', amount_minor: 1500, instalment_id: '00000000-0000-4000-9000-00000000bbb2' },
    });
    apiServer.use(
      ...createOrdersFake({ orders: [jessicaFull, jessicaDeposit, fableGbp, anOrder({ event: boston })] }).handlers,
    );

    const { container } = await open('/orders/by-event');

    const event = await screen.findByRole('region', { name: 'Chicago Signing Social' });
    expect(await axeViolations(container)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Boston Book Bash' })).toBeNull();
    expect(within(event).getByText('3 orders from 2 authors and vendors', { exact: false })).toBeTruthy();
    // One code for the whole event, however many sellers and orders.
    expect(within(event).getAllByRole('region', { name: 'Pickup code for Chicago Signing Social' })).toHaveLength(1);
    expect(
      within(within(event).getByRole('region', { name: 'Pickup code for Chicago Signing Social' })).getByText(
        /^PK-[2-9A-HJKMNP-Z]{8}$/,
      ),
    ).toBeTruthy();

    const figures = (currency: string) =>
      within(event).getByLabelText(`What you owe for Chicago Signing Social in ${currency}`).textContent;
    expect(figures('USD')).toBe('Total$170.00 USDPaid$100.00 USDOwed$70.00 USD');
    expect(figures('GBP')).toBe('Total£25.00 GBPPaid£10.00 GBPOwed£15.00 GBP');
    // The soonest due payment across sellers.
    expect(event.textContent).toContain(`Next payment: £15.00 GBP due Mar 1, 2099 (order ${fableGbp.order_number})`);

    const jessicaGroup = within(event).getByRole('region', { name: 'Jessica Walter' });
    expect(within(jessicaGroup).getAllByRole('listitem')).toHaveLength(2);
    const fableGroup = within(event).getByRole('region', { name: 'Fable & Foil' });
    expect(within(fableGroup).getByRole('link', { name: fableGbp.order_number }).getAttribute('href')).toBe(
      `/order/${fableGbp.order_number}`,
    );
  });

  it('shows no pickup code for an event where every order was cancelled or refunded: nothing is collected there', async () => {
    apiServer.use(
      ...createOrdersFake({
        orders: [anOrder({ event: chicago, status: 'refunded', paid_minor: 7000, refunded_minor: 7000 })],
      }).handlers,
    );
    await open('/orders/by-event');
    const event = await screen.findByRole('region', { name: 'Chicago Signing Social' });
    expect(within(event).queryByRole('region', { name: 'Pickup code for Chicago Signing Social' })).toBeNull();
  });

  it('under the event and the seller, an order row says neither again', async () => {
    const logan = aSeller({ name: 'Logan Moss' });
    const atChicago = anOrder({
      event: chicago,
      seller: logan,
      order_form: {
        uid: 'of_l',
        slug: 'logan-chicago',
        title: 'Logan Moss at Chicago Signing Social',
        close_date: '2099-05-20',
      },
    });
    const specials = anOrder({
      event: chicago,
      seller: logan,
      order_form: {
        uid: 'of_s',
        slug: 'logan-specials',
        title: 'Logan Moss: launch night specials',
        close_date: '2099-05-20',
      },
    });
    apiServer.use(...createOrdersFake({ orders: [atChicago, specials] }).handlers);
    await open('/orders/by-event');

    const group = within(await screen.findByRole('region', { name: 'Chicago Signing Social' })).getByRole('region', {
      name: 'Logan Moss',
    });
    const lineOf = (order: typeof atChicago) =>
      within(within(group).getByRole('listitem', { name: `Order ${order.order_number}` })).getByText(/ordered/)
        .textContent;
    expect(lineOf(atChicago)).toMatch(/^ordered /);
    expect(lineOf(specials)).toMatch(/^Launch night specials · ordered /);
  });

  it('copies the pickup code and says so', async () => {
    apiServer.use(...createOrdersFake({ orders: [anOrder({ event: chicago })] }).handlers);
    const { user } = await open('/orders/by-event');
    const pickup = await screen.findByRole('region', { name: 'Pickup code for Chicago Signing Social' });
    const code = within(pickup).getByText(/^PK-/).textContent;

    await user.click(within(pickup).getByRole('button', { name: 'Copy pickup code' }));

    expect(within(pickup).getByRole('status').textContent).toBe('Copied.');
    expect(await navigator.clipboard.readText()).toBe(code);
  });

  it('has Upcoming and Past tabs as links that a keyboard can follow', async () => {
    apiServer.use(...createOrdersFake({ orders: [anOrder({ event: chicago }), anOrder({ event: boston })] }).handlers);
    const { user, router } = await open('/orders/by-event');
    expect(await screen.findByRole('region', { name: 'Chicago Signing Social' })).toBeTruthy();
    const tabs = () => screen.getByRole('navigation', { name: 'Events by date' });
    expect(within(tabs()).getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs()).getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBeNull();

    within(tabs()).getByRole('link', { name: 'Past' }).focus();
    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/orders/by-event/past');
    expect(await screen.findByRole('region', { name: 'Boston Book Bash' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Chicago Signing Social' })).toBeNull();
    expect(within(tabs()).getByRole('link', { name: 'Past' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs()).getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBeNull();
  });

  it('has an empty state for each tab', async () => {
    apiServer.use(...createOrdersFake({ orders: [] }).handlers);
    const { user } = await open('/orders/by-event');
    expect(await screen.findByRole('heading', { name: 'No upcoming events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a signing' }).getAttribute('href')).toBe('/events');
    await user.click(screen.getByRole('link', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'No past events' })).toBeTruthy();
  });
});
