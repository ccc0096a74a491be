import { AuthMessages, AuthPaths } from '@folio/auth-contract';
import { api, createApiServer, renderRoutes, validationFailed } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { aUser, socialProviderHandlers, userHandlers } from '../testing';
import { forgetDestination, rememberedDestination } from '../routing/destination-after-verify';
import { RegisterPage } from './register-page';

async function fill(password = 'correct horse battery', confirmation = password) {
  await userEvent.type(await screen.findByLabelText(/First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/Email address/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/Confirm password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const apiServer = createApiServer(socialProviderHandlers());
const renderRegister = (context: Record<string, unknown> = {}) =>
  renderRoutes({ path: '/register', routes: [{ path: '/register', component: () => <RegisterPage /> }], context });

describe('RegisterPage', () => {
  it('with bot protection configured, fetches a token for registration before it submits and sends it along', async () => {
    const asked: string[] = [];
    const botChallenge = { token: async (action: string) => (asked.push(action), `token-for-${action}`) };
    apiServer.use(
      api.post(AuthPaths.register, () =>
        HttpResponse.json({ user: aUser({ email_verified_at: null }) }, { status: 201 }),
      ),
      ...userHandlers(aUser()),
    );
    await renderRegister({ integrations: { botChallenge } });

    await fill();

    await waitFor(() => expect(apiServer.requestsTo('POST', AuthPaths.register)).toHaveLength(1));
    expect(asked).toEqual(['register']);
    expect(apiServer.requestsTo('POST', AuthPaths.register)[0]?.json).toMatchObject({
      challenge_token: 'token-for-register',
    });
  });

  it("shows the server's message when the token is refused", async () => {
    const botChallenge = { token: async () => 'expired' };
    apiServer.use(
      api.post(AuthPaths.register, () =>
        validationFailed({ challenge_token: [AuthMessages.challengeFailed] }, AuthMessages.challengeFailed),
      ),
    );
    await renderRegister({ integrations: { botChallenge } });

    await fill();

    expect(await screen.findByText(AuthMessages.challengeFailed)).toBeTruthy();
  });

  it('signing up from a checkout’s sign-in link keeps the checkout as the place to return to after verifying', async () => {
    const unverified = aUser({ email_verified_at: null });
    apiServer.use(
      api.post(AuthPaths.register, () => HttpResponse.json({ user: unverified }, { status: 201 })),
      ...userHandlers(unverified),
    );
    const { router } = await renderRoutes({
      path: '/register',
      routes: [{ path: '/register', component: () => <RegisterPage redirect="/cart/cu_1/checkout" /> }],
    });

    await fill();

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(rememberedDestination()).toBe('/cart/cu_1/checkout');
    forgetDestination();
  });

  it('creates the account and opens "check your inbox"', async () => {
    const unverified = aUser({ first_name: 'Ada', email: 'ada@example.com', email_verified_at: null });
    apiServer.use(
      api.post(AuthPaths.register, () => HttpResponse.json({ user: unverified }, { status: 201 })),
      ...userHandlers(unverified),
    );
    const { router } = await renderRegister();

    await fill();

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(apiServer.requestsTo('POST', AuthPaths.register)[0]?.json).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    });
  });

  it('shows every 422 message in its field', async () => {
    apiServer.use(
      api.post(AuthPaths.register, () =>
        validationFailed(
          { email: [AuthMessages.emailTaken], password: [AuthMessages.passwordCommon] },
          'The given data was invalid.',
        ),
      ),
    );
    await renderRegister();

    await fill();

    expect(await screen.findByText(AuthMessages.emailTaken)).toBeTruthy();
    expect(screen.getByText(AuthMessages.passwordCommon)).toBeTruthy();
    expect(screen.getByLabelText(/Email address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('catches a mismatched confirmation before asking the server', async () => {
    await renderRegister();

    await fill('correct horse battery', 'correct horse staple');

    expect(await screen.findByText(AuthMessages.passwordConfirmation)).toBeTruthy();
    expect(apiServer.requestsTo('POST', AuthPaths.register)).toEqual([]);
  });
});
