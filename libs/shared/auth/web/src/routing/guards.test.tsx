import { AuthPaths, type User } from '@folio/auth-contract';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect, useRouterState } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookie } from 'tiny-cookie';
import { LoginPage } from '../screens/login-page';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { aUser, answers, fakeHttp, renderRoutes, type FakeHttp } from '../testing';
import { userKeys } from '../user/user.keys';
import { guestOnly, requireAuth, requireUnverified, requireVerified, type GuardArgs } from './guards';

const signedInAs = (http: FakeHttp, user: User | null) => {
  setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  http.on('GET', AuthPaths.user, () => {
    if (!user) throw answers.unauthenticated();
    return user;
  });
};

function args(http: FakeHttp, href: string, search: Record<string, unknown> = {}): GuardArgs {
  return { context: { queryClient: new QueryClient(), http }, location: { href }, search };
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
    const http = fakeHttp();

    const target = await redirectOf(requireAuth(args(http, '/account/addresses?tab=2')));

    expect(target).toMatchObject({ to: '/login', search: { redirect: '/account/addresses?tab=2' } });
    expect(http.calls).toEqual([]);
  });

  it('auth: lets a signed-in user through with their user', async () => {
    const http = fakeHttp();
    signedInAs(http, aUser());

    await expect(requireAuth(args(http, '/account'))).resolves.toMatchObject({ user: { id: 'u-1' } });
  });

  it('auth: a marker whose session has ended is a guest', async () => {
    const http = fakeHttp();
    signedInAs(http, null);

    expect(await redirectOf(requireAuth(args(http, '/notifications')))).toMatchObject({ to: '/login', search: { redirect: '/notifications' } });
  });

  it('guest: sends a signed-in visitor to a safe redirect target, else the account', async () => {
    const http = fakeHttp();
    signedInAs(http, aUser());

    expect(await redirectOf(guestOnly(args(http, '/login?redirect=/notifications', { redirect: '/notifications' })))).toMatchObject({
      href: '/notifications',
    });
    expect(await redirectOf(guestOnly(args(http, '/login', { redirect: 'https://evil.example/' })))).toMatchObject({ href: '/account' });
    expect(await redirectOf(guestOnly(args(http, '/register')))).toMatchObject({ href: '/account' });
  });

  it('guest: lets a guest in', async () => {
    await expect(guestOnly(args(fakeHttp(), '/login'))).resolves.toBeUndefined();
  });

  it('unverified: only users whose e-mail is unverified; verified users go to the account', async () => {
    const unverified = fakeHttp();
    signedInAs(unverified, aUser({ email_verified_at: null }));
    await expect(requireUnverified(args(unverified, '/verify-email'))).resolves.toMatchObject({ user: { email_verified_at: null } });

    const verified = fakeHttp();
    signedInAs(verified, aUser());
    expect(await redirectOf(requireUnverified(args(verified, '/verify-email')))).toMatchObject({ href: '/account' });
  });

  it('unverified: a guest signs in first, unless they bring the e-mail’s token', async () => {
    expect(await redirectOf(requireUnverified(args(fakeHttp(), '/verify-email')))).toMatchObject({
      to: '/login',
      search: { redirect: '/verify-email' },
    });
    await expect(requireUnverified(args(fakeHttp(), '/verify-email?token=t', { token: 't' }))).resolves.toEqual({ user: null });
  });

  it('verified: unverified users verify first; guests sign in', async () => {
    const unverified = fakeHttp();
    signedInAs(unverified, aUser({ email_verified_at: null }));
    expect(await redirectOf(requireVerified(args(unverified, '/cart/1/checkout')))).toMatchObject({ href: '/verify-email' });
    expect(await redirectOf(requireVerified(args(fakeHttp(), '/cart/1/checkout')))).toMatchObject({ to: '/login' });

    const verified = fakeHttp();
    signedInAs(verified, aUser());
    await expect(requireVerified(args(verified, '/cart/1/checkout'))).resolves.toMatchObject({ user: { id: 'u-1' } });
  });
});

describe('a guarded route in a router', () => {
  function Account() {
    return <h1>Your account page</h1>;
  }

  it('sends a guest to the sign-in page and back where they were after signing in', async () => {
    const http = fakeHttp()
      .on('GET', AuthPaths.socialProviders, () => ({ data: [] }))
      .on('POST', AuthPaths.login, () => ({ user: aUser() }))
      .on('GET', AuthPaths.user, () => aUser());
    const { router } = await renderRoutes({
      path: '/account/addresses',
      http,
      routes: [
        { path: '/account/addresses', component: Account, beforeLoad: (ctx) => requireAuth(ctx) },
        {
          path: '/login',
          component: function Login() {
            const search = useRouterState({ select: (state) => state.location.search }) as { redirect?: string };
            return <LoginPage redirect={search.redirect} />;
          },
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
    await requireAuth({ context: { queryClient, http: fakeHttp() }, location: { href: '/x' } }).catch(() => undefined);
    expect(queryClient.getQueryData(userKeys.current())).toBeNull();
  });
});
