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
import { SessionsPage } from './account-ui/sessions-page';
import { addressHandlers, anAddress, aUserSession, userSessionHandlers } from './testing';

createApiServer([
  ...addressHandlers([anAddress(), anAddress({ id: 'a-2', is_default: false, line1: '9 Quay Street' })]),
  ...notificationHandlers([
    aNotification(),
    aNotification({ id: 'n-2', read_at: '2025-01-01T00:00:00.000Z', url: '/order/1' }),
  ]),
  ...userSessionHandlers([
    aUserSession(),
    aUserSession({
      id: '0b6f4c55-7a3e-4e0f-9a55-0d2b1d6b8e21',
      current: false,
      device: 'mobile',
      os: 'iOS',
      browser: 'Safari 17',
    }),
  ]),
]);

/** Renders the screen and waits for `heading`, one that shows only once the screen has its data. */
async function renderScreen(Screen: ComponentType, signedIn: boolean, heading: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.current(), signedIn ? aUser({ email_verified_at: null }) : null);
  if (signedIn) setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  const view = await renderRoutes({ path: '/screen', queryClient, routes: [{ path: '/screen', component: Screen }] });
  await screen.findByRole('heading', { name: heading });
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
    ["where you're signed in", inAccount(SessionsPage), true, 'Other sessions'],
    ['the notifications', inAccount(() => <NotificationsPage page={1} unreadOnly={false} />), true, 'Notifications'],
  ] as const)('%s has no violations', async (_name, Screen, signedIn, heading) => {
    const { container } = await renderScreen(Screen, signedIn, heading);
    expect(await axeViolations(container)).toEqual([]);
  });
});
