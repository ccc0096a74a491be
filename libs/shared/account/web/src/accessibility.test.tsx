import { PREVIOUSLY_LOGGED_IN_COOKIE, userKeys } from '@folio/auth';
import { aUser, axeViolations } from '@folio/auth/testing';
import { NotificationsPage } from '@folio/notifications';
import { aNotification, notificationHandlers } from '@folio/notifications/testing';
import { createApiServer, renderRoutes } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { setCookie } from 'tiny-cookie';
import { AccountLayout } from './account-ui/account-layout';
import { AccountOverviewPage } from './account-ui/account-overview-page';
import { AddressesPage } from './account-ui/addresses-page';
import { addressHandlers, anAddress } from './testing';

createApiServer([
  ...addressHandlers([anAddress(), anAddress({ id: 'a-2', is_default: false, line1: '9 Quay Street' })]),
  ...notificationHandlers([aNotification(), aNotification({ id: 'n-2', read_at: '2025-01-01T00:00:00.000Z', url: '/order/1' })]),
]);

async function renderScreen(Screen: ComponentType, signedIn: boolean, heading: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.current(), signedIn ? aUser({ email_verified_at: null }) : null);
  if (signedIn) setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  const view = await renderRoutes({ path: '/screen', queryClient, routes: [{ path: '/screen', component: Screen }] });
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
    ['the account overview', inAccount(AccountOverviewPage), true, 'Hello, Robin'],
    ['the addresses', inAccount(AddressesPage), true, 'Addresses'],
    ['the notifications', inAccount(() => <NotificationsPage page={1} unreadOnly={false} />), true, 'Notifications'],
  ] as const)('%s has no violations', async (_name, Screen, signedIn, heading) => {
    const { container } = await renderScreen(Screen, signedIn, heading);
    expect(await axeViolations(container)).toEqual([]);
  });
});
