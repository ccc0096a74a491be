import { createFakeHttp, httpError } from '@folio/catalog-kit/testing';
import { eventPaths } from '@folio/events-contract';
import { anEventDetail } from '@folio/events-contract/testing';
import { screen, waitFor } from '@testing-library/react';
import { setCookie } from 'tiny-cookie';
import { renderApp } from './testing/render-app';
import { renderAppWithApi } from './testing/render-app-with-api';

const USER = {
  id: 'u-1',
  first_name: 'Robin',
  last_name: 'Reader',
  email: 'reader@folio.test',
  email_verified_at: '2025-01-02T10:00:00.000Z',
  has_password: true,
  profiles: { profile: [{ id: 'p-1', kind: 'profile', name: 'Robin Reader', slug: null }], seller: [], vendor: [], event_manager: [] },
};

describe('the accounts routes in the app', () => {
  afterEach(() => {
    document.cookie = 'previouslyLoggedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

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

  it('offers "Sign in" in the header to a guest, coming back to the page afterwards', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the account menu to a signed-in visitor instead', async () => {
    setCookie('previouslyLoggedIn', 'true', { path: '/' });
    const { http } = await renderApp('/');
    const answers: Record<string, unknown> = {
      '/api/user': USER,
      '/api/notifications': { data: [], meta: { current_page: 1, per_page: 1, total: 0, last_page: 1, unread_count: 0 } },
    };
    http.get.mockImplementation((async (path: string) => {
      if (path in answers) return answers[path];
      throw new Error(`unexpected ${path}`);
    }) as never);

    expect(await screen.findByRole('button', { name: 'Robin: account menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});

describe('an event’s orders in the account', () => {
  afterEach(() => {
    document.cookie = 'previouslyLoggedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  /** A signed-in reader, and the events the API knows. */
  function signedInApi() {
    setCookie('previouslyLoggedIn', 'true', { path: '/' });
    const summer = anEventDetail({ title: 'Summer Signing', slug: 'summer-signing' });
    return createFakeHttp()
      .on('GET', '/api/user', () => USER)
      .on('GET', '/api/notifications', () => ({ data: [], meta: { current_page: 1, per_page: 1, total: 0, last_page: 1, unread_count: 0 } }))
      // The last answer set up for a path wins: every other event is unknown.
      .on('GET', /^\/api\/catalog\/events\//, () => {
        throw httpError(404, 'Event not found.', 'not_found');
      })
      .on('GET', eventPaths.event(summer.slug), () => ({ data: summer }));
  }

  it('answers an unknown event with the not-found screen, not an empty list', async () => {
    await renderAppWithApi('/account/event/no-such-event/orders', signedInApi());

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /account/event/no-such-event/orders')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No orders for this event' })).toBeNull();
  });

  it('shows the orders of an event that exists, under its title', async () => {
    await renderAppWithApi('/account/event/summer-signing/orders', signedInApi());

    expect(await screen.findByRole('heading', { name: 'Your orders for Summer Signing' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No orders for this event' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your orders for Summer Signing · Folio'));
  });
});
