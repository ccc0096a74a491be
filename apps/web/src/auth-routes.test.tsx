import { aUserSession, userSessionHandlers } from '@folio/account/testing';
import { eventPaths } from '@folio/events-contract';
import { anEventDetail } from '@folio/events-contract/testing';
import { eventHandler, eventsApiGet } from '@folio/events/testing';
import { aUser, socialProviderHandlers, userHandlers } from '@folio/auth/testing';
import { NotificationPaths } from '@folio/notifications-contract';
import { notificationHandlers } from '@folio/notifications/testing';
import { anOrder, anOrderEvent, aSeller, createOrdersFake } from '@folio/orders/testing';
import { api, apiError, createApiServer, resetBrowserStorage } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { getCookie, setCookie } from 'tiny-cookie';
import { renderApp } from './testing/render-app';

const apiServer = createApiServer(socialProviderHandlers());

beforeEach(() => resetBrowserStorage());

const signedIn = () => setCookie('previouslyLoggedIn', 'true', { path: '/' });

describe('the accounts routes in the app', () => {
  it('sends a guest from an account page to the sign-in page, in the auth layout, with the way back', async () => {
    const { router } = await renderApp('/account/addresses');

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/account/addresses' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Folio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Folio home' })).toBeTruthy();
    // The auth layout has no site navigation.
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sign in · Folio'));
  });

  it('guards /notifications too', async () => {
    const { router } = await renderApp('/notifications?page=2');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/notifications?page=2' });
  });

  it("leads a signed-in reader from the account's sections to where they are signed in", async () => {
    signedIn();
    apiServer.use(...userHandlers(aUser()), ...notificationHandlers([]), ...userSessionHandlers([aUserSession()]));
    const { user } = await renderApp('/account/profile');

    await user.click(
      within(await screen.findByRole('navigation', { name: 'Account' })).getByRole('link', {
        name: "Where you're signed in",
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: "Where you're signed in" })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Chrome 126 on macOS' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Where you're signed in · Folio"));
  });

  it('does not fetch personal pages ahead on hover, so no such request can race a sign-out', async () => {
    signedIn();
    apiServer.use(...userHandlers(aUser()), ...notificationHandlers([]));
    const { user } = await renderApp('/account/profile');
    const nav = within(await screen.findByRole('navigation', { name: 'Account' }));
    // The header's bell asks for one notification; the Notifications page asks for a page of them.
    const pageRequests = () =>
      apiServer.requestsTo('GET', NotificationPaths.notifications).filter((r) => r.searchParams['per_page'] !== '1');

    await user.hover(nav.getByRole('link', { name: 'Notifications' }));
    await user.hover(nav.getByRole('link', { name: 'Addresses' }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(pageRequests()).toEqual([]);
    expect(apiServer.requestsTo('GET', '/api/user/addresses')).toHaveLength(0);
  });

  it('offers "Sign in" in the header to a guest, coming back to the page afterwards', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the account menu to a signed-in visitor instead', async () => {
    signedIn();
    apiServer.use(...userHandlers(aUser()), ...notificationHandlers([]));
    await renderApp('/');

    expect(await screen.findByRole('button', { name: 'Robin: account menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('signs the visitor out and opens the sign-in page, with the way back, when a call answers 401', async () => {
    signedIn();
    apiServer.use(
      ...userHandlers(aUser()),
      api.get(NotificationPaths.notifications, () => apiError(401, 'Unauthenticated.', 'unauthenticated')),
    );
    const { router } = await renderApp('/notifications?page=2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Folio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/notifications?page=2' });
    expect(getCookie('previouslyLoggedIn')).toBeNull();
  });

  it('opens e-mail verification when a call answers that the e-mail is unverified (409)', async () => {
    signedIn();
    apiServer.use(
      ...userHandlers(aUser({ email_verified_at: null })),
      api.get(NotificationPaths.notifications, () =>
        apiError(409, 'Your email address is not verified.', 'email_unverified'),
      ),
    );
    const { router } = await renderApp('/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify-email');
    // Still signed in: only the e-mail needs verifying.
    expect(getCookie('previouslyLoggedIn')).toBe('true');
  });
});

describe('an event’s orders in the account', () => {
  const summer = anEventDetail({ title: 'Summer Signing', slug: 'summer-signing' });

  /** A signed-in reader, their orders, and the events the API knows. */
  function signedInApi(orders: ReturnType<typeof anOrder>[] = []) {
    signedIn();
    apiServer.use(
      ...createOrdersFake({ orders }).handlers,
      ...userHandlers(aUser()),
      ...notificationHandlers([]),
      eventHandler(summer),
      eventsApiGet(eventPaths.event('no-such-event'), () => apiError(404, 'Event not found.', 'not_found')),
    );
  }

  it('answers an unknown event with the not-found screen, not an empty list', async () => {
    signedInApi();
    await renderApp('/account/event/no-such-event/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /account/event/no-such-event/orders')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No orders for this event' })).toBeNull();
  });

  it('says an event without the reader’s orders has none, under its title', async () => {
    signedInApi();
    await renderApp('/account/event/summer-signing/orders');

    expect(await screen.findByRole('heading', { name: 'Your orders for Summer Signing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No orders for this event' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your orders for Summer Signing · Folio'));
  });

  it('shows the reader’s orders at the event from every seller, with the one pickup code', async () => {
    const event = anOrderEvent({ title: 'Summer Signing', slug: 'summer-signing' });
    const jessica = anOrder({ event, seller: aSeller({ name: 'Jessica Walter' }) });
    const fable = anOrder({ event, seller: aSeller({ name: 'Fable & Foil', kind: 'vendor' }) });
    signedInApi([jessica, fable]);
    await renderApp('/account/event/summer-signing/orders');

    expect(await screen.findByRole('link', { name: jessica.order_number })).toBeTruthy();
    expect(screen.getByRole('link', { name: fable.order_number })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Pickup code for Summer Signing' })).toHaveLength(1);
  });
});
