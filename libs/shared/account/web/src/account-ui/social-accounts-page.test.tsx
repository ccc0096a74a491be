import { browserNavigation } from '@folio/auth';
import { AuthPaths, type SocialAccount, SocialErrorMessages, SocialMessages } from '@folio/auth-contract';
import { api, apiError, createApiServer, renderRoutes } from '@folio/testing';
import { HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCIAL_CONNECT_REDIRECT_DELAY_MS } from '../account/account.mutations';
import { socialAccountHandlers } from '../testing';
import { SocialAccountsPage, type SocialAccountsPageProps } from './social-accounts-page';

const apiServer = createApiServer();

const GOOGLE_ACCOUNT: SocialAccount = {
  provider: 'google',
  email: 'robin@gmail.example',
  connected_at: '2025-03-04T10:00:00.000Z',
};

function renderSocial(props: SocialAccountsPageProps = {}) {
  return renderRoutes({
    path: '/account/social',
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    routes: [{ path: '/account/social', component: () => <SocialAccountsPage {...props} /> }],
  });
}

const withAccounts = (accounts: SocialAccount[], providers = ['google', 'facebook']) =>
  apiServer.use(...socialAccountHandlers(accounts, providers));

describe('SocialAccountsPage', () => {
  it('lists connected and available providers', async () => {
    withAccounts([GOOGLE_ACCOUNT]);
    await renderSocial();

    const google = await screen.findByRole('article', { name: 'Google' });
    expect(within(google).getByText('Connected')).toBeTruthy();
    expect(within(google).getByText(/robin@gmail.example · since Mar 4, 2025/)).toBeTruthy();
    expect(within(google).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Facebook' })).getByRole('button', { name: 'Connect Facebook' }),
    ).toBeTruthy();
  });

  it('waits 100 ms after getting the address before leaving for the provider (spec section 9)', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    withAccounts([]);
    apiServer.use(
      api.get(AuthPaths.socialConnect('facebook'), () => HttpResponse.json({ url: 'https://facebook.example/dialog' })),
    );
    await renderSocial();
    const connect = await screen.findByRole('button', { name: 'Connect Facebook' });

    vi.useFakeTimers();
    try {
      act(() => connect.click());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(apiServer.requestsTo('GET', AuthPaths.socialConnect('facebook'))).toHaveLength(1);
      expect(screen.getByRole('button', { name: /Redirecting to Facebook/ })).toBeTruthy();

      await act(() => vi.advanceTimersByTimeAsync(SOCIAL_CONNECT_REDIRECT_DELAY_MS - 1));
      expect(assign).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(assign).toHaveBeenCalledWith('https://facebook.example/dialog');
    } finally {
      vi.useRealTimers();
    }
  });

  it("fails with 'No redirect URL returned from API for {provider}' when the answer has no URL", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    withAccounts([]);
    apiServer.use(api.get(AuthPaths.socialConnect('google'), () => HttpResponse.json({})));
    await renderSocial();

    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google' }));

    expect((await screen.findByRole('alert')).textContent).toBe('No redirect URL returned from API for google');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal to remove the last way to sign in, with a way to set a password', async () => {
    withAccounts([GOOGLE_ACCOUNT]);
    apiServer.use(
      api.delete(AuthPaths.socialDisconnect('google'), () =>
        apiError(422, SocialMessages.lastSignInMethod, 'last_sign_in_method'),
      ),
    );
    await renderSocial();

    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));

    expect((await screen.findByRole('alert')).textContent).toContain(SocialMessages.lastSignInMethod);
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe('/account/password');
  });

  it('disconnects and reads the list again', async () => {
    withAccounts([GOOGLE_ACCOUNT], ['google']);
    await renderSocial();

    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByRole('button', { name: 'Connect Google' })).toBeTruthy();
  });

  it('reports the outcome of a connect the API sent the browser back from', async () => {
    withAccounts([GOOGLE_ACCOUNT]);
    await renderSocial({ connected: 'google' });
    expect(await screen.findByText('Google is now connected. You can use it to sign in.')).toBeTruthy();
  });

  it('explains a failed connect', async () => {
    withAccounts([]);
    await renderSocial({ error: 'identity_taken' });
    expect((await screen.findByRole('alert')).textContent).toBe(SocialErrorMessages.identity_taken);
  });

  it('says when no provider is offered at all', async () => {
    withAccounts([], []);
    await renderSocial();
    expect(await screen.findByRole('heading', { name: 'No sign-in providers available' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
