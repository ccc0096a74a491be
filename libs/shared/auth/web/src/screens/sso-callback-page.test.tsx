import { AuthPaths } from '@folio/auth-contract';
import { api, createApiServer, renderRoutes } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getCookie } from 'tiny-cookie';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from '../session/session.storage';
import { userHandlers } from '../testing';
import { SsoCallbackPage } from './sso-callback-page';

const apiServer = createApiServer(userHandlers());

const renderSso = (ticket?: string, redirect?: string) =>
  renderRoutes({
    path: '/sso-callback',
    routes: [{ path: '/sso-callback', component: () => <SsoCallbackPage ticket={ticket} redirect={redirect} /> }],
  });

const ssoAccepts = () =>
  apiServer.use(api.post(AuthPaths.ssoValidate, () => HttpResponse.json({ success: true, message: 'Authenticated' })));

describe('SsoCallbackPage (spec section 8)', () => {
  it('validates the ticket without the 401 redirect, signs in and goes to the intended page', async () => {
    ssoAccepts();
    const { router } = await renderSso('ticket-1', '/account/events');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/events'));
    expect(apiServer.requestsTo('POST', AuthPaths.ssoValidate)).toEqual([
      expect.objectContaining({ json: { ticket: 'ticket-1' } }),
    ]);
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it('lands on the account when no page was intended', async () => {
    ssoAccepts();
    const { router } = await renderSso('ticket-2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it("shows 'Authentication failed' when the server refuses the ticket, without the 401 redirect", async () => {
    apiServer.use(
      api.post(AuthPaths.ssoValidate, () =>
        HttpResponse.json({ success: false, message: 'Authentication failed', code: 'sso_failed' }, { status: 401 }),
      ),
    );
    const { router } = await renderSso('bad-ticket');

    expect(await screen.findByRole('heading', { name: 'Authentication failed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sso-callback');
    expect(getCookie(PREVIOUSLY_LOGGED_IN_COOKIE)).toBeNull();
  });

  it("shows 'Failed to authenticate' when the server cannot be reached or breaks", async () => {
    apiServer.use(api.post(AuthPaths.ssoValidate, () => HttpResponse.error()));
    await renderSso('ticket-3');
    expect(await screen.findByRole('heading', { name: 'Failed to authenticate' })).toBeTruthy();
  });

  it("shows 'Failed to authenticate' without a ticket, and asks nobody", async () => {
    await renderSso();
    expect(await screen.findByRole('heading', { name: 'Failed to authenticate' })).toBeTruthy();
    expect(apiServer.requests).toEqual([]);
  });
});
