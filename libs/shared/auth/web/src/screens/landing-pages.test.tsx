import { AuthPaths, SocialErrorMessages } from '@folio/auth-contract';
import { screen, waitFor } from '@testing-library/react';
import { getCookie, setCookie } from 'tiny-cookie';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { aUser, answers, fakeHttp, renderRoutes } from '../testing';
import { facebookFailureMessage, FacebookLoginPage, readFacebookCredentials } from './facebook-login-page';
import { LogoutPage } from './logout-page';
import { SessionLandingPage } from './session-landing-page';
import { socialErrorMessage, SocialErrorPage } from './social-error-page';

describe('SessionLandingPage (/auth-callback, /auth/social-callback)', () => {
  it('forces a refresh even without the marker, then goes to the intended page', async () => {
    const http = fakeHttp().on('GET', AuthPaths.user, () => aUser());
    const { router } = await renderRoutes({
      path: '/auth/social-callback',
      http,
      routes: [{ path: '/auth/social-callback', component: () => <SessionLandingPage intended="/account/social" /> }],
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/social'));
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it('says so when no session came of it', async () => {
    const http = fakeHttp().on('GET', AuthPaths.user, () => {
      throw answers.unauthenticated();
    });
    await renderRoutes({ path: '/auth-callback', http, routes: [{ path: '/auth-callback', component: () => <SessionLandingPage /> }] });

    expect(await screen.findByRole('heading', { name: "We couldn't sign you in" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('SocialErrorPage', () => {
  it('explains each reason, and says Authentication failed for anything else', async () => {
    expect(socialErrorMessage('email_not_verified')).toBe(SocialErrorMessages.email_not_verified);
    expect(socialErrorMessage('cancelled')).toBe('Sign-in was cancelled.');
    expect(socialErrorMessage('made_up')).toBe('Authentication failed');
    expect(socialErrorMessage(undefined)).toBe('Authentication failed');

    await renderRoutes({ path: '/auth/social-error', routes: [{ path: '/auth/social-error', component: () => <SocialErrorPage reason="identity_taken" /> }] });
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
    const http = fakeHttp()
      .on('POST', AuthPaths.facebookAutoLogin, () => ({ success: true, matchedUser: true }))
      .on('GET', AuthPaths.user, () => aUser());
    const { router } = await renderRoutes({
      path: '/auth/facebook?facebook_id=42&access_token=secret-token',
      http,
      routes: [
        {
          path: '/auth/facebook',
          component: () => <FacebookLoginPage searchStr="?facebook_id=42&access_token=secret-token" hash="" intended="/account" />,
        },
      ],
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(http.callsTo('POST', AuthPaths.facebookAutoLogin)[0]?.json).toEqual({
      facebook_id: '42',
      access_token: 'secret-token',
      connect_account: false,
    });
    expect(router.history.location.href).not.toContain('secret-token');
  });

  it('explains when no account is connected, with a way to sign in', async () => {
    const http = fakeHttp().on('POST', AuthPaths.facebookAutoLogin, () => ({ success: false, matchedUser: false }));
    await renderRoutes({
      path: '/auth/facebook',
      http,
      routes: [{ path: '/auth/facebook', component: () => <FacebookLoginPage searchStr="" hash="#facebook_id=42&access_token=t" /> }],
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
    const http = fakeHttp().on('POST', AuthPaths.logout, () => undefined);
    const { router } = await renderRoutes({ path: '/logout', http, routes: [{ path: '/logout', component: LogoutPage }] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(http.callsTo('POST', AuthPaths.logout)).toHaveLength(1);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });

  it('signs out this device even when the server cannot be reached', async () => {
    setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
    const http = fakeHttp().on('POST', AuthPaths.logout, () => {
      throw answers.serverError();
    });
    const { router } = await renderRoutes({ path: '/logout', http, routes: [{ path: '/logout', component: LogoutPage }] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });
});
