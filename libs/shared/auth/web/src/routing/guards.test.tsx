import { AuthPaths, type User } from '@folio/auth-contract';
import { api, createApiServer, createTestHttpClient, renderRoutes } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setCookie } from 'tiny-cookie';
import { LoginPage } from '../screens/login-page';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { aUser, socialProviderHandlers, userHandlers } from '../testing';
import { userKeys } from '../user/user.keys';
import { guestOnly, requireAuth, requireUnverified, requireVerified, type GuardArgs } from './guards';

const apiServer = createApiServer();

/** The previously-logged-in marker is set and the API answers `GET /api/user` with `user` (null: 401). */
const signedInAs = (user: User | null) => {
  setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  apiServer.use(...userHandlers(user));
};

/** What a route's `beforeLoad` gets: a fresh query client and the real http client. */
function args(href: string, search: Record<string, unknown> = {}): GuardArgs {
  return { context: { queryClient: new QueryClient(), http: createTestHttpClient() }, location: { href }, search };
}

/** What a guard threw, as the router would follow it. */
async function redirectOf(guard: Promise<unknown>) {
  const thrown = await guard.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isRedirect(thrown)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  return thrown.options;
}

describe('guards (spec section 6)', () => {
  it('auth: sends a guest to /login with where they were, without asking the API', async () => {
    const target = await redirectOf(requireAuth(args('/account/addresses?tab=2')));

    expect(target).toMatchObject({ to: '/login', search: { redirect: '/account/addresses?tab=2' } });
    expect(apiServer.requests).toEqual([]);
  });

  it('auth: lets a signed-in user through with their user', async () => {
    signedInAs(aUser());

    await expect(requireAuth(args('/account'))).resolves.toMatchObject({ user: { id: 'u-1' } });
  });

  it('auth: a marker whose session has ended is a guest', async () => {
    signedInAs(null);

    expect(await redirectOf(requireAuth(args('/notifications')))).toMatchObject({
      to: '/login',
      search: { redirect: '/notifications' },
    });
  });

  it('guest: sends a signed-in visitor to a safe redirect target, else the account', async () => {
    signedInAs(aUser());

    expect(
      await redirectOf(guestOnly(args('/login?redirect=/notifications', { redirect: '/notifications' }))),
    ).toMatchObject({
      href: '/notifications',
    });
    expect(await redirectOf(guestOnly(args('/login', { redirect: 'https://evil.example/' })))).toMatchObject({
      href: '/account',
    });
    expect(await redirectOf(guestOnly(args('/register')))).toMatchObject({ href: '/account' });
  });

  it('guest: lets a guest in', async () => {
    await expect(guestOnly(args('/login'))).resolves.toBeUndefined();
    expect(apiServer.requests).toEqual([]);
  });

  it('guest, on a page drawn without the query client: lets a known guest in without loading it; loads it to send a signed-in reader on', async () => {
    let loads = 0;
    const withoutClient = (href: string): GuardArgs => ({
      context: { queries: { load: async () => (loads++, new QueryClient()) }, http: createTestHttpClient() },
      location: { href },
      search: {},
    });
    await expect(guestOnly(withoutClient('/login'))).resolves.toBeUndefined();
    expect(loads).toBe(0);
    expect(apiServer.requests).toEqual([]);

    signedInAs(aUser());
    expect(await redirectOf(guestOnly(withoutClient('/login')))).toMatchObject({ href: '/account' });
    expect(loads).toBe(1);
  });

  it('unverified: only users whose e-mail is unverified; verified users go to the account', async () => {
    signedInAs(aUser({ email_verified_at: null }));
    await expect(requireUnverified(args('/verify-email'))).resolves.toMatchObject({
      user: { email_verified_at: null },
    });

    signedInAs(aUser());
    expect(await redirectOf(requireUnverified(args('/verify-email')))).toMatchObject({ href: '/account' });
  });

  it('unverified: a guest signs in first, unless they bring the e-mail’s token', async () => {
    expect(await redirectOf(requireUnverified(args('/verify-email')))).toMatchObject({
      to: '/login',
      search: { redirect: '/verify-email' },
    });
    await expect(requireUnverified(args('/verify-email?token=t', { token: 't' }))).resolves.toEqual({ user: null });
  });

  it('verified: unverified users verify first; guests sign in', async () => {
    signedInAs(aUser({ email_verified_at: null }));
    expect(await redirectOf(requireVerified(args('/cart/1/checkout')))).toMatchObject({ href: '/verify-email' });

    signedInAs(aUser());
    await expect(requireVerified(args('/cart/1/checkout'))).resolves.toMatchObject({ user: { id: 'u-1' } });

    document.cookie = `${PREVIOUSLY_LOGGED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    expect(await redirectOf(requireVerified(args('/cart/1/checkout')))).toMatchObject({ to: '/login' });
  });
});

describe('a guarded route in a router', () => {
  function Account() {
    return <h1>Your account page</h1>;
  }

  it('sends a guest to the sign-in page and back where they were after signing in', async () => {
    apiServer.use(
      ...socialProviderHandlers(),
      api.post(AuthPaths.login, () => HttpResponse.json({ user: aUser() })),
      ...userHandlers(),
    );
    const { router } = await renderRoutes({
      path: '/account/addresses',
      routes: [
        { path: '/account/addresses', component: Account, beforeLoad: (ctx) => requireAuth(ctx) },
        {
          path: '/login',
          render: ({ search }: { search: { redirect?: string } }) => <LoginPage redirect={search.redirect} />,
          beforeLoad: (ctx) => guestOnly(ctx),
        },
      ],
    });

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/account/addresses' });
    await userEvent.type(await screen.findByLabelText(/Email address/), 'reader@folio.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Your account page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/addresses');

    // Signed in now: the sign-in page sends the visitor on.
    await act(() => router.navigate({ href: '/login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('caches the known guest so pages read the user without waiting', async () => {
    const queryClient = new QueryClient();
    await requireAuth({ context: { queryClient, http: createTestHttpClient() }, location: { href: '/x' } }).catch(
      () => undefined,
    );
    expect(queryClient.getQueryData(userKeys.current())).toBeNull();
  });
});
