import { createApiServer, renderRoutes } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setCookie } from 'tiny-cookie';
import { LoginPage } from './screens/login-page';
import { RegisterPage } from './screens/register-page';
import { VerifyEmailPage } from './screens/verify-email-page';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from './session/session.storage';
import { aUser, axeViolations, socialProviderHandlers } from './testing';
import { userKeys } from './user/user.keys';

createApiServer(socialProviderHandlers(['google', 'facebook']));

async function renderScreen(Screen: ComponentType, signedIn: boolean, heading: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.current(), signedIn ? aUser({ email_verified_at: null }) : null);
  if (signedIn) setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  const view = await renderRoutes({ path: '/screen', queryClient, routes: [{ path: '/screen', component: Screen }] });
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

describe('accessibility (axe-core)', () => {
  it.each([
    ['the sign-in page', () => <LoginPage />, false, 'Sign in to Folio'],
    ['the registration page', () => <RegisterPage />, false, 'Create your account'],
    ['check your inbox', () => <VerifyEmailPage />, true, 'Check your inbox'],
  ] as const)('%s has no violations', async (_name, Screen, signedIn, heading) => {
    const { container } = await renderScreen(Screen, signedIn, heading);
    expect(await axeViolations(container)).toEqual([]);
  });
});
