import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { api, apiError, createApiServer, renderRoutes, validationFailed } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { getCookie } from 'tiny-cookie';
import { browserNavigation } from '../auth/browser-navigation';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { aUser, socialProviderHandlers, userHandlers } from '../testing';
import { LoginPage } from './login-page';

const apiServer = createApiServer(socialProviderHandlers());

function renderLogin(redirect?: string, context?: Parameters<typeof renderRoutes>[0]['context']) {
  return renderRoutes({
    path: redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
    routes: [{ path: '/login', component: () => <LoginPage redirect={redirect} /> }],
    context,
  });
}

async function signIn(email = 'reader@folio.test', password = 'a long enough password') {
  await userEvent.type(await screen.findByLabelText(/Email address/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The API signs `aUser()` in and then answers the session refresh with them. */
const signInSucceeds = () =>
  apiServer.use(
    api.post(AuthPaths.login, () => HttpResponse.json({ user: aUser() })),
    ...userHandlers(),
  );

describe('LoginPage', () => {
  it('signs in, sets the marker and goes to the redirect target', async () => {
    signInSucceeds();
    const { router } = await renderLogin('/notifications?page=2');

    await signIn();

    await waitFor(() => expect(router.state.location.href).toBe('/notifications?page=2'));
    expect(apiServer.requestsTo('POST', AuthPaths.login)[0]?.json).toEqual({
      email: 'reader@folio.test',
      password: 'a long enough password',
      remember: false,
    });
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it('goes to the account when the redirect target is not on this site', async () => {
    signInSucceeds();
    const { router } = await renderLogin('https://evil.example/steal');

    await userEvent.click(await screen.findByLabelText('Remember me'));
    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(apiServer.requestsTo('POST', AuthPaths.login)[0]?.json).toMatchObject({ remember: true });
  });

  it('shows the server’s 422 under the field it names', async () => {
    apiServer.use(
      api.post(AuthPaths.login, () =>
        validationFailed({ email: [AuthMessages.failed] }, 'The given data was invalid.'),
      ),
    );
    await renderLogin();

    await signIn('reader@folio.test', 'wrong password here');

    const email = screen.getByLabelText(/Email address/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(AuthMessages.failed)).toBeTruthy();
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });

  it('shows a 429 in a notice above the form', async () => {
    apiServer.use(
      api.post(AuthPaths.login, () =>
        apiError(429, 'Too many login attempts. Please try again in 42 seconds.', 'too_many_requests', {
          'Retry-After': '42',
        }),
      ),
    );
    await renderLogin();

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many login attempts. Please try again in 42 seconds.',
    );
  });

  it('passes the bot check and signs in again when the server asks for it (a network past its limit)', async () => {
    let asked = 0;
    apiServer.use(
      api.post(AuthPaths.login, async ({ request }) => {
        const body = (await request.json()) as { challenge_token?: string };
        if (body.challenge_token !== 'token-for-login')
          return apiError(429, AuthMessages.challengeToSignIn, 'challenge_required', { 'Retry-After': '1' });
        return HttpResponse.json({ user: aUser() });
      }),
      ...userHandlers(),
    );
    const botChallenge = { token: async (action: string) => (asked++, `token-for-${action}`) };
    const { router } = await renderLogin('/account', { integrations: { botChallenge } });

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(asked).toBe(1);
    expect(apiServer.requestsTo('POST', AuthPaths.login).map((r) => r.json)).toEqual([
      { email: 'reader@folio.test', password: 'a long enough password', remember: false },
      {
        email: 'reader@folio.test',
        password: 'a long enough password',
        remember: false,
        challenge_token: 'token-for-login',
      },
    ]);
  });

  it('says so when the server asks for the bot check and none is configured here', async () => {
    apiServer.use(
      api.post(AuthPaths.login, () =>
        apiError(429, AuthMessages.challengeToSignIn, 'challenge_required', { 'Retry-After': '1' }),
      ),
    );
    await renderLogin();

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toContain(AuthMessages.challengeToSignIn);
    expect(apiServer.requestsTo('POST', AuthPaths.login)).toHaveLength(1);
  });

  it('checks the fields before asking the server', async () => {
    await renderLogin();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(apiServer.requestsTo('POST', AuthPaths.login)).toEqual([]);
  });

  it('offers only the providers the server has enabled, and leaves for the provider with the intended page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    apiServer.use(
      ...socialProviderHandlers(['google']),
      api.get(AuthPaths.socialRedirect('google'), () =>
        HttpResponse.json({ url: 'https://accounts.example/auth?x=1' }),
      ),
    );
    await renderLogin('/account/social');

    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
    await userEvent.click(google);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(apiServer.requestsTo('GET', AuthPaths.socialRedirect('google'))[0]?.searchParams).toEqual({
      intended: '/account/social',
    });
  });

  it('shows no social section when no provider is configured, or the list cannot be read', async () => {
    // The client logs a 500's message itself; that failure is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiServer.use(...socialProviderHandlers(apiError(500, 'Server Error', 'server_error')));
    await renderLogin();

    const form = await screen.findByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
