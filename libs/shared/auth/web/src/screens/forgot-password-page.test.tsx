import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, fakeHttp, renderPage } from '../testing';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it.each(['known@folio.test', 'nobody@folio.test'])('answers %s with the same confirmation', async (email) => {
    const http = fakeHttp().on('POST', AuthPaths.forgotPassword, () => ({ message: AuthMessages.resetLinkSent }));
    await renderPage(ForgotPasswordPage, { path: '/forgot-password', http });

    await userEvent.type(await screen.findByLabelText(/Email address/), email);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect(await screen.findByRole('heading', { name: 'Reset link on its way' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(AuthMessages.resetLinkSent);
    expect(http.callsTo('POST', AuthPaths.forgotPassword)[0]?.json).toEqual({ email });
  });

  it('says when to try again after too many requests', async () => {
    const http = fakeHttp().on('POST', AuthPaths.forgotPassword, () => {
      throw answers.throttled(30);
    });
    await renderPage(ForgotPasswordPage, { path: '/forgot-password', http });

    await userEvent.type(await screen.findByLabelText(/Email address/), 'reader@folio.test');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a reset link' }));

    expect((await screen.findByRole('alert')).textContent).toContain('30 seconds');
  });
});
