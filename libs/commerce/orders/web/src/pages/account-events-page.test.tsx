import { api, apiError, createApiServer, renderRoutes, resetBrowserStorage, type TestRoute } from '@folio/testing';
import { screen, within } from '@testing-library/react';
import { anOrder, anOrderEvent, aSeller, createOrdersFake } from '../testing';
import { AccountEventOrdersPage } from './account-event-orders-page';
import { AccountEventsPage } from './account-events-page';

const apiServer = createApiServer();
beforeEach(() => resetBrowserStorage());

const routes: TestRoute[] = [
  { path: '/account/events', render: () => <AccountEventsPage period="upcoming" /> },
  { path: '/account/events/past', render: () => <AccountEventsPage period="past" /> },
  {
    path: '/account/event/$slug/orders',
    render: ({ params }) => <AccountEventOrdersPage slug={params['slug'] ?? ''} eventTitle="Summer Signing" />,
  },
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

describe('Your events', () => {
  it('lists the events the reader ordered for, with their orders counted and what is owed, upcoming and past apart', async () => {
    apiServer.use(
      ...createOrdersFake({
        orders: [
          anOrder({
            event: chicago,
            seller: aSeller({ name: 'Jessica Walter' }),
            total_minor: 7000,
            paid_minor: 2000,
            next_due: {
              due_date: '2099-04-01',
              amount_minor: 2500,
              instalment_id: '00000000-0000-4000-9000-0000000000d1',
            },
          }),
          anOrder({
            event: chicago,
            seller: aSeller({ name: 'Fable & Foil', kind: 'vendor' }),
            total_minor: 3000,
            paid_minor: 3000,
          }),
          anOrder({ event: boston }),
        ],
      }).handlers,
    );
    const { user } = await open('/account/events');

    const card = await screen.findByRole('listitem', { name: 'Chicago Signing Social' });
    expect(screen.queryByRole('listitem', { name: 'Boston Book Bash' })).toBeNull();
    expect(card.textContent).toContain('2 orders from 2 authors and vendors · next payment due Apr 1, 2099');
    expect(within(card).getByLabelText('What you owe for Chicago Signing Social in USD').textContent).toBe(
      'Total$100.00 USDPaid$50.00 USDOwed$50.00 USD',
    );
    expect(
      within(card).getByRole('link', { name: 'Your orders for Chicago Signing Social' }).getAttribute('href'),
    ).toBe('/account/event/chicago/orders');

    await user.click(screen.getByRole('link', { name: 'Past' }));
    expect(await screen.findByRole('listitem', { name: 'Boston Book Bash' })).toBeTruthy();
  });

  it('explains, tab by tab, where signings will appear when there are none', async () => {
    apiServer.use(...createOrdersFake({ orders: [] }).handlers);
    const { user } = await open('/account/events');
    expect(await screen.findByRole('heading', { name: 'No upcoming signings yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Find a signing' }).getAttribute('href')).toBe('/events');
    await user.click(screen.getByRole('link', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'No past signings' })).toBeTruthy();
  });

  it('shows an error with a retry when the events cannot load', { timeout: 10_000 }, async () => {
    apiServer.use(api.get('/api/account/events', () => apiError(500, 'Server error')));
    await open('/account/events');
    // An outage is tried twice more (1 s, then 2 s) before the page says so.
    expect((await screen.findByRole('alert', {}, { timeout: 6000 })).textContent).toContain(
      'We couldn’t load your events.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('an event’s orders in the account', () => {
  it('shows every seller’s orders at the event with the one pickup code', async () => {
    const jessica = anOrder({ event: chicago, seller: aSeller({ name: 'Jessica Walter' }) });
    const fable = anOrder({ event: chicago, seller: aSeller({ name: 'Fable & Foil', kind: 'vendor' }) });
    apiServer.use(...createOrdersFake({ orders: [jessica, fable] }).handlers);
    await open('/account/event/chicago/orders');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your orders for Chicago Signing Social' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Pickup code for Chicago Signing Social' })).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Jessica Walter' })).getByRole('link', { name: jessica.order_number }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Fable & Foil' })).getByRole('link', { name: fable.order_number }),
    ).toBeTruthy();
  });

  it('has an honest empty state when the reader has no orders there (the API’s 404)', async () => {
    apiServer.use(...createOrdersFake({ orders: [] }).handlers);
    await open('/account/event/summer-signing/orders');
    expect(await screen.findByRole('heading', { name: 'No orders for this event' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your orders for Summer Signing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the event' }).getAttribute('href')).toBe('/event/summer-signing');
  });
});
