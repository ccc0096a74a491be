import { aUserSession } from '@folio/account/testing';
import { createFakeHttp } from '@folio/catalog-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

  it("leads a signed-in reader from the account's sections to where they are signed in", async () => {
    setCookie('previouslyLoggedIn', 'true', { path: '/' });
    const api = createFakeHttp()
      .on('GET', '/api/user', () => USER)
      .on('GET', '/api/notifications', () => ({ data: [], meta: { current_page: 1, per_page: 1, total: 0, last_page: 1, unread_count: 0 } }))
      .on('GET', '/api/user/sessions', () => ({ data: [aUserSession()] }));
    const { user } = await renderAppWithApi('/account/profile', api);

    await user.click(within(await screen.findByRole('navigation', { name: 'Account' })).getByRole('link', { name: "Where you're signed in" }));

    expect(await screen.findByRole('heading', { level: 1, name: "Where you're signed in" })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Chrome 126 on macOS' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Where you're signed in · Folio"));
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
