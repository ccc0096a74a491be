import { AuthPaths } from '@folio/auth-contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setCookie } from 'tiny-cookie';
import { AccountLayout } from './account-ui/account-layout';
import { AccountOverviewPage } from './account-ui/account-overview-page';
import { AddressesPage } from './account-ui/addresses-page';
import { NotificationsPage } from './notifications-ui/notifications-page';
import { LoginPage } from './screens/login-page';
import { RegisterPage } from './screens/register-page';
import { VerifyEmailPage } from './screens/verify-email-page';
import { PREVIOUSLY_LOGGED_IN_COOKIE } from './session/session.storage';
import { anAddress, aNotification, aNotificationPage, aUser, fakeHttp, renderRoutes } from './testing';
import { axeViolations } from './testing/axe';
import { userKeys } from './user/user.keys';

const http = () =>
  fakeHttp()
    .on('GET', AuthPaths.socialProviders, () => ({ data: ['google', 'facebook'] }))
    .on('GET', AuthPaths.addresses, () => ({ data: [anAddress(), anAddress({ id: 'a-2', is_default: false, line1: '9 Quay Street' })] }))
    .on('GET', AuthPaths.notifications, () => aNotificationPage([aNotification(), aNotification({ id: 'n-2', read_at: '2025-01-01T00:00:00.000Z', url: '/order/1' })]));

async function renderScreen(Screen: ComponentType, signedIn: boolean, heading: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.current(), signedIn ? aUser({ email_verified_at: null }) : null);
  if (signedIn) setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  const view = await renderRoutes({ path: '/screen', http: http(), queryClient, routes: [{ path: '/screen', component: Screen }] });
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const inAccount = (Page: ComponentType) =>
  function InAccount() {
    return (
      <main>
        <AccountLayout>
          <Page />
        </AccountLayout>
      </main>
    );
  };

describe('accessibility (axe-core)', () => {
  it.each([
    ['the sign-in page', () => <LoginPage />, false, 'Sign in to Folio'],
    ['the registration page', () => <RegisterPage />, false, 'Create your account'],
    ['check your inbox', () => <VerifyEmailPage />, true, 'Check your inbox'],
    ['the account overview', inAccount(AccountOverviewPage), true, 'Hello, Robin'],
    ['the addresses', inAccount(AddressesPage), true, 'Addresses'],
    ['the notifications', inAccount(() => <NotificationsPage page={1} unreadOnly={false} />), true, 'Notifications'],
  ] as const)('%s has no violations', async (_name, Screen, signedIn, heading) => {
    const { container } = await renderScreen(Screen, signedIn, heading);
    expect(await axeViolations(container)).toEqual([]);
  });
});
