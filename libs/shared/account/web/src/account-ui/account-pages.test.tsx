import { AccountMessages, AccountPaths } from '@folio/account-contract';
import { PREVIOUSLY_LOGGED_IN_COOKIE, userKeys } from '@folio/auth';
import type { User } from '@folio/auth-contract';
import { aUser, userHandlers } from '@folio/auth/testing';
import { aNotification, notificationHandlers } from '@folio/notifications/testing';
import { api, createApiServer, renderRoutes, validationFailed } from '@folio/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { setCookie } from 'tiny-cookie';
import { AccountLayout } from './account-layout';
import { AccountOverviewPage } from './account-overview-page';
import { PasswordPage } from './password-page';
import { PreferencesPage } from './preferences-page';
import { ProfilePage } from './profile-page';

const apiServer = createApiServer([...userHandlers(), ...notificationHandlers([])]);

function renderAccount(
  Page: ComponentType,
  { user = aUser(), path = '/account' }: { user?: User | null; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userKeys.current(), user);
  if (user) setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  return renderRoutes({
    path,
    queryClient,
    routes: [
      {
        path,
        component: () => (
          <AccountLayout>
            <Page />
          </AccountLayout>
        ),
      },
    ],
  });
}

const withUnread = (count: number) =>
  apiServer.use(...notificationHandlers(Array.from({ length: count }, (_, i) => aNotification({ id: `n${i}` }))));

describe('AccountLayout', () => {
  it('lists the sections and marks the current one', async () => {
    await renderAccount(() => <p>page</p>, { path: '/account/addresses' });

    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Profile',
      'Password',
      "Where you're signed in",
      'Addresses',
      'Preferences',
      'Connected accounts',
      'Your events',
      'Your orders',
      'Orders by event',
      'Saved',
      'Notifications',
    ]);
    expect(within(nav).getByRole('link', { name: 'Addresses' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });

  it('links the sales funnel only for a user with a seller or vendor profile', async () => {
    const vendor = aUser({
      profiles: {
        profile: [],
        seller: [],
        vendor: [{ id: 'v', kind: 'vendor', name: 'Quill Books', slug: 'quill' }],
        event_manager: [],
      },
    });
    await renderAccount(() => <p>page</p>, { user: vendor, path: '/account/analytics' });

    const nav = screen.getByRole('navigation', { name: 'Account' });
    const link = within(nav).getByRole('link', { name: 'Sales funnel' });
    expect(link.getAttribute('href')).toBe('/account/analytics');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('hands over to the sign-in page, with the way back, when the session ends', async () => {
    const { router, queryClient } = await renderAccount(() => <p>page</p>, { path: '/account/profile' });

    act(() => queryClient.setQueryData(userKeys.current(), null));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/account/profile' });
  });
});

describe('AccountOverviewPage', () => {
  it('greets the user, shows their primary profile and links every section', async () => {
    const author = aUser({
      first_name: 'Avery',
      profiles: {
        profile: [{ id: 'p', kind: 'profile', name: 'Avery Author', slug: null }],
        seller: [{ id: 's', kind: 'seller', name: 'Avery Author Books', slug: 'avery' }],
        vendor: [],
        event_manager: [],
      },
    });
    withUnread(2);
    await renderAccount(AccountOverviewPage, { user: author });

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Avery' })).toBeTruthy();
    expect(screen.getByText('Author · Avery Author Books')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(await screen.findByLabelText('2 unread')).toBeTruthy();
    const main = screen.getByRole('heading', { name: 'Your account', hidden: true }).closest('section') as HTMLElement;
    expect(within(main).getByRole('link', { name: 'Addresses' }).getAttribute('href')).toBe('/account/addresses');
    expect(within(main).getByRole('link', { name: 'Saved' }).getAttribute('href')).toBe('/saved');
  });

  it('asks an unverified user to verify, with a resend button', async () => {
    withUnread(0);
    await renderAccount(AccountOverviewPage, { user: aUser({ email_verified_at: null }) });

    expect(screen.getByText('Please verify your email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
    expect(screen.getByText('Not verified')).toBeTruthy();
  });
});

describe('ProfilePage', () => {
  it('saves names and asks for the current password only when the e-mail changes', async () => {
    apiServer.use(
      api.put(AccountPaths.profile, async ({ request }) =>
        HttpResponse.json({ ...aUser(), ...((await request.json()) as object), email_verified_at: null }),
      ),
    );
    await renderAccount(ProfilePage, { path: '/account/profile' });

    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    const email = screen.getByLabelText(/Email address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'robin@new.example');
    await userEvent.type(await screen.findByLabelText(/Current password/), 'my current password');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/We sent a verification link to robin@new.example/)).toBeTruthy();
    expect(apiServer.requestsTo('PUT', AccountPaths.profile)[0]?.json).toEqual({
      first_name: 'Robin',
      last_name: 'Reader',
      email: 'robin@new.example',
      current_password: 'my current password',
    });
  });

  it('shows a wrong current password on its field', async () => {
    apiServer.use(
      api.put(AccountPaths.profile, () =>
        validationFailed({ current_password: [AccountMessages.currentPasswordIncorrect] }),
      ),
    );
    await renderAccount(ProfilePage, { path: '/account/profile' });

    const email = screen.getByLabelText(/Email address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'robin@new.example');
    await userEvent.type(await screen.findByLabelText(/Current password/), 'not it at all');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(AccountMessages.currentPasswordIncorrect)).toBeTruthy();
  });
});

describe('PasswordPage', () => {
  it('changes the password and empties the form', async () => {
    apiServer.use(
      api.put(AccountPaths.password, () => HttpResponse.json({ message: AccountMessages.passwordUpdated })),
    );
    await renderAccount(PasswordPage, { path: '/account/password' });

    await userEvent.type(screen.getByLabelText(/Current password/), 'old but gold password');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a fresh new passphrase');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'a fresh new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
    expect(apiServer.requestsTo('PUT', AccountPaths.password)[0]?.json).toEqual({
      current_password: 'old but gold password',
      password: 'a fresh new passphrase',
      password_confirmation: 'a fresh new passphrase',
    });
  });

  it('lets a social-only account set a first password without a current one', async () => {
    await renderAccount(PasswordPage, { user: aUser({ has_password: false }), path: '/account/password' });

    expect(screen.getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });
});

describe('PreferencesPage', () => {
  it('shows and saves the e-mail choices, currency and time zone', async () => {
    apiServer.use(
      api.get(AccountPaths.preferences, () =>
        HttpResponse.json({
          newsletter: false,
          order_updates_email: true,
          instalment_reminders_email: true,
          currency: 'GBP',
          timezone: 'Europe/London',
        }),
      ),
      api.put(AccountPaths.preferences, async ({ request }) => HttpResponse.json(await request.json())),
    );
    await renderAccount(PreferencesPage, { path: '/account/preferences' });

    const newsletter = await screen.findByLabelText('The Folio newsletter', {}, { timeout: 5_000 });
    expect((newsletter as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(/Currency/) as HTMLSelectElement).value).toBe('GBP');
    await userEvent.click(newsletter);
    await userEvent.selectOptions(screen.getByLabelText(/Currency/), 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(apiServer.requestsTo('PUT', AccountPaths.preferences)[0]?.json).toEqual({
        newsletter: true,
        order_updates_email: true,
        instalment_reminders_email: true,
        currency: 'EUR',
        timezone: 'Europe/London',
      }),
    );
  });
});
