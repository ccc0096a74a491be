import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { api, createApiServer, renderRoutes, validationFailed } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { aUser, userHandlers } from '../testing';
import { PasswordResetPage } from './password-reset-page';

const apiServer = createApiServer();

const renderReset = (token?: string) =>
  renderRoutes({
    path: '/password-reset',
    routes: [
      { path: '/password-reset', component: () => <PasswordResetPage token={token} email="reader@folio.test" /> },
    ],
  });

async function choose(password = 'a brand new passphrase') {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/Confirm new password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save password and sign in' }));
}

describe('PasswordResetPage', () => {
  it('sends the token and e-mail from the link with the new password, then opens the account', async () => {
    apiServer.use(
      api.post(AuthPaths.resetPassword, () => HttpResponse.json({ user: aUser() })),
      ...userHandlers(),
    );
    const { router } = await renderReset('reset-token');

    expect(((await screen.findByLabelText(/Email address/)) as HTMLInputElement).value).toBe('reader@folio.test');
    await choose();

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(apiServer.requestsTo('POST', AuthPaths.resetPassword)[0]?.json).toEqual({
      token: 'reset-token',
      email: 'reader@folio.test',
      password: 'a brand new passphrase',
      password_confirmation: 'a brand new passphrase',
    });
  });

  it('shows an invalid token on the e-mail field and offers a new link', async () => {
    apiServer.use(
      api.post(AuthPaths.resetPassword, () =>
        validationFailed({ email: [AuthMessages.resetTokenInvalid] }, 'The given data was invalid.'),
      ),
    );
    await renderReset('used-token');

    await choose();

    expect(await screen.findByText(AuthMessages.resetTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('explains a link without its token', async () => {
    await renderReset();
    expect(screen.getByRole('heading', { name: 'This reset link is incomplete' })).toBeTruthy();
  });
});
