import { AuthPaths } from '@folio/auth-contract';
import { HttpError, NetworkError } from '@folio/http';
import { screen, waitFor } from '@testing-library/react';
import { getCookie } from 'tiny-cookie';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { aUser, fakeHttp, renderRoutes } from '../testing';
import { SsoCallbackPage } from './sso-callback-page';

const renderSso = (http: ReturnType<typeof fakeHttp>, ticket?: string, redirect?: string) =>
  renderRoutes({
    path: '/sso-callback',
    http,
    routes: [{ path: '/sso-callback', component: () => <SsoCallbackPage ticket={ticket} redirect={redirect} /> }],
  });

describe('SsoCallbackPage (spec section 8)', () => {
  it('validates the ticket without the 401 redirect, signs in and goes to the intended page', async () => {
    const http = fakeHttp()
      .on('POST', AuthPaths.ssoValidate, () => ({ success: true, message: 'Authenticated' }))
      .on('GET', AuthPaths.user, () => aUser());
    const { router } = await renderSso(http, 'ticket-1', '/account/events');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/events'));
    expect(http.callsTo('POST', AuthPaths.ssoValidate)).toEqual([
      expect.objectContaining({ json: { ticket: 'ticket-1' }, skipUnauthorizedHandling: true }),
    ]);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it('lands on the account when no page was intended', async () => {
    const http = fakeHttp()
      .on('POST', AuthPaths.ssoValidate, () => ({ success: true, message: 'Authenticated' }))
      .on('GET', AuthPaths.user, () => aUser());
    const { router } = await renderSso(http, 'ticket-2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it("shows 'Authentication failed' when the server refuses the ticket", async () => {
    const http = fakeHttp().on('POST', AuthPaths.ssoValidate, () => {
      throw new HttpError(401, 'Authentication failed', 'sso_failed', { success: false, message: 'Authentication failed' });
    });
    await renderSso(http, 'bad-ticket');

    expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeTruthy();
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });

  it("shows 'Failed to authenticate' when the server cannot be reached or breaks", async () => {
    const http = fakeHttp().on('POST', AuthPaths.ssoValidate, () => {
      throw new NetworkError(new TypeError('fetch failed'));
    });
    await renderSso(http, 'ticket-3');
    expect(await screen.findByRole('heading', { name: 'Failed to authenticate' })).toBeTruthy();
  });

  it("shows 'Failed to authenticate' without a ticket, and asks nobody", async () => {
    const http = fakeHttp();
    await renderSso(http);
    expect(await screen.findByRole('heading', { name: 'Failed to authenticate' })).toBeTruthy();
    expect(http.calls).toEqual([]);
  });
});
