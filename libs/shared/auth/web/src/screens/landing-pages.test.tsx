import { AuthPaths, SocialErrorMessages } from '@folio/auth-contract';
import { api, apiError, createApiServer, renderRoutes } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getCookie, setCookie } from 'tiny-cookie';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { userHandlers } from '../testing';
import { facebookFailureMessage, readFacebookCredentials } from './facebook-login';
import { FacebookLoginPage } from './facebook-login-page';
import { LogoutPage } from './logout-page';
import { SessionLandingPage } from './session-landing-page';
import { socialErrorMessage, SocialErrorPage } from './social-error-page';

const apiServer = createApiServer();

describe('SessionLandingPage (/auth-callback, /auth/social-callback)', () => {
  it('forces a refresh even without the marker, then goes to the intended page', async () => {
    apiServer.use(...userHandlers());
    const { router } = await renderRoutes({
      path: '/auth/social-callback',
      routes: [{ path: '/auth/social-callback', component: () => <SessionLandingPage intended="/account/social" /> }],
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/social'));
    expect(apiServer.requestsTo('GET', AuthPaths.user)).toHaveLength(1);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it('says so when no session came of it', async () => {
    apiServer.use(...userHandlers(null));
    const { router } = await renderRoutes({
      path: '/auth-callback',
      routes: [{ path: '/auth-callback', component: () => <SessionLandingPage /> }],
    });

    expect(await screen.findByRole('heading', { name: "We couldn't sign you in" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/auth-callback');
  });
});

describe('SocialErrorPage', () => {
  it('explains each reason, and says Authentication failed for anything else', async () => {
    expect(socialErrorMessage('email_not_verified')).toBe(SocialErrorMessages.email_not_verified);
    expect(socialErrorMessage('cancelled')).toBe('Sign-in was cancelled.');
    expect(socialErrorMessage('made_up')).toBe('Authentication failed');
    expect(socialErrorMessage(undefined)).toBe('Authentication failed');

    await renderRoutes({
      path: '/auth/social-error',
      routes: [{ path: '/auth/social-error', component: () => <SocialErrorPage reason="identity_taken" /> }],
    });
    expect(screen.getByText(SocialErrorMessages.identity_taken)).toBeTruthy();
  });
});

describe('Facebook auto-login', () => {
  it('reads the id and token from the fragment or the query, keeping long ids exact', () => {
    expect(readFacebookCredentials('?facebook_id=10203040506070809&access_token=tok', '')).toEqual({
      facebookId: '10203040506070809',
      accessToken: 'tok',
      connectAccount: false,
    });
    expect(readFacebookCredentials('?connect_account=true', '#facebook_id=1&access_token=frag')).toEqual({
      facebookId: '1',
      accessToken: 'frag',
      connectAccount: true,
    });
    expect(readFacebookCredentials('?facebook_id=1', '')).toBeNull();
  });

  it('signs in, removes the token from the address and goes on', async () => {
    apiServer.use(
      api.post(AuthPaths.facebookAutoLogin, () => HttpResponse.json({ success: true, matchedUser: true })),
      ...userHandlers(),
    );
    const { router } = await renderRoutes({
      path: '/auth/facebook?facebook_id=42&access_token=secret-token',
      routes: [
        {
          path: '/auth/facebook',
          component: () => (
            <FacebookLoginPage searchStr="?facebook_id=42&access_token=secret-token" hash="" intended="/account" />
          ),
        },
      ],
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(apiServer.requestsTo('POST', AuthPaths.facebookAutoLogin)[0]?.json).toEqual({
      facebook_id: '42',
      access_token: 'secret-token',
      connect_account: false,
    });
    expect(router.history.location.href).not.toContain('secret-token');
  });

  it('explains when no account is connected, with a way to sign in', async () => {
    apiServer.use(
      api.post(AuthPaths.facebookAutoLogin, () => HttpResponse.json({ success: false, matchedUser: false })),
    );
    await renderRoutes({
      path: '/auth/facebook',
      routes: [
        {
          path: '/auth/facebook',
          component: () => <FacebookLoginPage searchStr="" hash="#facebook_id=42&access_token=t" />,
        },
      ],
    });

    expect(await screen.findByRole('heading', { name: "We couldn't sign you in with Facebook" })).toBeTruthy();
    expect(screen.getByText(/No Folio account is connected to this Facebook account yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in another way' }).getAttribute('href')).toBe('/login');
  });

  it('explains an incomplete link', () => {
    expect(facebookFailureMessage(null)).toMatch(/incomplete/);
  });
});

describe('LogoutPage', () => {
  it('ends the session on the server and here, then goes home', async () => {
    setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
    apiServer.use(api.post(AuthPaths.logout, () => new HttpResponse(null, { status: 204 })));
    const { router } = await renderRoutes({ path: '/logout', routes: [{ path: '/logout', component: LogoutPage }] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(apiServer.requestsTo('POST', AuthPaths.logout)).toHaveLength(1);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });

  it('signs out this device even when the server cannot be reached', async () => {
    // The client logs a 500's message itself; that failure is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
    apiServer.use(api.post(AuthPaths.logout, () => apiError(500, 'Server Error', 'server_error')));
    const { router } = await renderRoutes({ path: '/logout', routes: [{ path: '/logout', component: LogoutPage }] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(apiServer.requestsTo('POST', AuthPaths.logout)).toHaveLength(1);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });
});
