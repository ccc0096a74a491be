import { AuthMessages, AuthPaths, type User } from '@folio/auth-contract';
import { api, apiError, createApiServer, renderRoutes, validationFailed } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { aUser, userHandlers } from '../testing';
import { userKeys } from '../user/user.keys';
import { forgetDestination, rememberDestination, rememberedDestination } from '../routing/destination-after-verify';
import { VerifyEmailPage } from './verify-email-page';

const apiServer = createApiServer();

function renderVerify({ token, user = null }: { token?: string; user?: User | null }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userKeys.current(), user);
  return renderRoutes({
    path: '/verify-email',
    queryClient,
    routes: [
      {
        path: '/verify-email',
        component: () => (
          <StrictMode>
            <VerifyEmailPage token={token} />
          </StrictMode>
        ),
      },
    ],
  });
}

describe('VerifyEmailPage with the e-mail’s token', () => {
  it('verifies once, even under StrictMode, and says so', async () => {
    apiServer.use(api.post(AuthPaths.verifyEmail, () => HttpResponse.json({ message: AuthMessages.emailVerified })));
    await renderVerify({ token: 'verify-token' });

    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeTruthy();
    expect(screen.getByText(AuthMessages.emailVerified)).toBeTruthy();
    expect(apiServer.requestsTo('POST', AuthPaths.verifyEmail).map((request) => request.json)).toEqual([
      { token: 'verify-token' },
    ]);
    // Nobody is signed in on this device: the way on is signing in.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('leads back to where a sign-up from a sign-in link was going (a checkout), through sign-in when needed', async () => {
    rememberDestination('/cart/cu_reader1/checkout');
    apiServer.use(api.post(AuthPaths.verifyEmail, () => HttpResponse.json({ message: AuthMessages.emailVerified })));
    await renderVerify({ token: 'verify-token' });

    const onward = await screen.findByRole('link', { name: 'Continue where you left off' });
    expect(onward.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/cart/cu_reader1/checkout')}`);
    forgetDestination();
  });

  it('keeps no destination that is not a path of this site, nor one older than the link', () => {
    rememberDestination('https://evil.example/checkout');
    expect(rememberedDestination()).toBeNull();
    rememberDestination('/cart/x/checkout', Date.now() - 25 * 60 * 60 * 1000);
    expect(rememberedDestination()).toBeNull();
    rememberDestination('/cart/x/checkout');
    expect(rememberedDestination()).toBe('/cart/x/checkout');
    forgetDestination();
  });

  it('says when the link is invalid or expired', async () => {
    apiServer.use(
      api.post(AuthPaths.verifyEmail, () =>
        validationFailed({ token: [AuthMessages.verifyTokenInvalid] }, 'The given data was invalid.'),
      ),
    );
    await renderVerify({ token: 'old-token' });

    expect(await screen.findByRole('heading', { name: "We couldn't verify your email" })).toBeTruthy();
    expect(screen.getByText(AuthMessages.verifyTokenInvalid)).toBeTruthy();
  });
});

describe('VerifyEmailPage without a token', () => {
  it('tells an unverified user to check their inbox and resends the link (202)', async () => {
    const user = aUser({ email_verified_at: null, email: 'new@folio.test' });
    apiServer.use(
      api.post(AuthPaths.verificationNotification, () =>
        HttpResponse.json({ message: AuthMessages.verificationLinkSent }, { status: 202 }),
      ),
      ...userHandlers(user),
    );
    await renderVerify({ user });

    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(await screen.findByText('new@folio.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(AuthMessages.verificationLinkSent)).toBeTruthy();
    expect(apiServer.requestsTo('POST', AuthPaths.verificationNotification)).toHaveLength(1);
  });

  it('counts down after a 429 and lets the user try again when the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = aUser({ email_verified_at: null });
      apiServer.use(
        api.post(AuthPaths.verificationNotification, () =>
          apiError(429, 'Too many login attempts. Please try again in 3 seconds.', 'too_many_requests', {
            'Retry-After': '3',
          }),
        ),
      );
      await renderVerify({ user });

      await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));

      const waiting = await screen.findByRole('button', { name: /Resend available in [1-3] s/ });
      expect((waiting as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('alert').textContent).toContain('3 seconds');
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      await waitFor(() =>
        expect((screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement).disabled).toBe(
          false,
        ),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an already verified user (200) to the account', async () => {
    const user = aUser({ email_verified_at: null });
    apiServer.use(
      api.post(AuthPaths.verificationNotification, () => HttpResponse.json({ message: AuthMessages.alreadyVerified })),
      ...userHandlers(aUser()),
    );
    const { router } = await renderVerify({ user });

    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});
