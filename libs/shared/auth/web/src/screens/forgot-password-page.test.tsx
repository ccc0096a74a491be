import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { api, apiError, createApiServer, renderScreen } from '@folio/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { ForgotPasswordPage } from './forgot-password-page';

const apiServer = createApiServer([
  api.post(AuthPaths.forgotPassword, () => HttpResponse.json({ message: AuthMessages.resetLinkSent })),
]);

describe('ForgotPasswordPage', () => {
  it.each(['known@folio.test', 'nobody@folio.test'])('answers %s with the same confirmation', async (email) => {
    await renderScreen(ForgotPasswordPage, { path: '/forgot-password' });

    await userEvent.type(await screen.findByLabelText(/Email address/), email);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect(await screen.findByRole('heading', { name: 'Reset link on its way' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(AuthMessages.resetLinkSent);
    expect(apiServer.requestsTo('POST', AuthPaths.forgotPassword)[0]?.json).toEqual({ email });
  });

  it('says when to try again after too many requests', async () => {
    apiServer.use(
      api.post(AuthPaths.forgotPassword, () =>
        apiError(429, 'Too many login attempts. Please try again in 30 seconds.', 'too_many_requests', {
          'Retry-After': '30',
        }),
      ),
    );
    await renderScreen(ForgotPasswordPage, { path: '/forgot-password' });

    await userEvent.type(await screen.findByLabelText(/Email address/), 'reader@folio.test');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect((await screen.findByRole('alert')).textContent).toContain('30 seconds');
  });
});
