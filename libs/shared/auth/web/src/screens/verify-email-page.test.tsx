import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { aUser, answers, fakeHttp, renderRoutes } from '../testing';
import { userKeys } from '../user/user.keys';
import { VerifyEmailPage } from './verify-email-page';

function renderVerify({ token, user = null, http = fakeHttp() }: { token?: string; user?: ReturnType<typeof aUser> | null; http?: ReturnType<typeof fakeHttp> }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userKeys.current(), user);
  return renderRoutes({
    path: '/verify-email',
    http,
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
    const http = fakeHttp().on('POST', AuthPaths.verifyEmail, () => ({ message: AuthMessages.emailVerified }));
    await renderVerify({ token: 'verify-token', http });

    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeTruthy();
    expect(screen.getByText(AuthMessages.emailVerified)).toBeTruthy();
    expect(http.callsTo('POST', AuthPaths.verifyEmail)).toEqual([expect.objectContaining({ json: { token: 'verify-token' } })]);
    // Nobody is signed in on this device: the way on is signing in.
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says when the link is invalid or expired', async () => {
    const http = fakeHttp().on('POST', AuthPaths.verifyEmail, () => {
      throw answers.validation({ token: [AuthMessages.verifyTokenInvalid] });
    });
    await renderVerify({ token: 'old-token', http });

    expect(await screen.findByRole('heading', { name: "We couldn't verify your email" })).toBeTruthy();
    expect(screen.getByText(AuthMessages.verifyTokenInvalid)).toBeTruthy();
  });
});

describe('VerifyEmailPage without a token', () => {
  it('tells an unverified user to check their inbox and resends the link (202)', async () => {
    const user = aUser({ email_verified_at: null, email: 'new@folio.test' });
    const http = fakeHttp()
      .on('POST', AuthPaths.verificationNotification, () => ({ message: AuthMessages.verificationLinkSent }))
      .on('GET', AuthPaths.user, () => user);
    await renderVerify({ user, http });

    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('new@folio.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(AuthMessages.verificationLinkSent)).toBeTruthy();
  });

  it('counts down after a 429 and lets the user try again when the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = aUser({ email_verified_at: null });
      const http = fakeHttp().on('POST', AuthPaths.verificationNotification, () => {
        throw answers.throttled(3);
      });
      await renderVerify({ user, http });

      await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));

      const waiting = await screen.findByRole('button', { name: /Resend available in [1-3] s/ });
      expect((waiting as HTMLButtonElement).disabled).toBe(true);
      expect(screen.getByRole('alert').textContent).toContain('3 seconds');
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Resend verification email' }) as HTMLButtonElement).disabled).toBe(false));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends an already verified user (200) to the account', async () => {
    const user = aUser({ email_verified_at: null });
    const http = fakeHttp()
      .on('POST', AuthPaths.verificationNotification, () => ({ message: AuthMessages.alreadyVerified }))
      .on('GET', AuthPaths.user, () => aUser());
    const { router } = await renderVerify({ user, http });

    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});
