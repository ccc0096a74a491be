import { AuthPaths, type UserSession } from '@folio/auth-contract';
import { GENERIC_ERROR_MESSAGE } from '@folio/http';
import { api, apiError, createApiServer, deferred, renderRoutes } from '@folio/testing';
import { ToastHost } from '@folio/ui-kit/toast';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { aUserSession, userSessionHandlers } from '../testing';
import { SessionsPage } from './sessions-page';

const apiServer = createApiServer();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const THIS_MAC = aUserSession();
const PHONE = aUserSession({
  id: '0b6f4c55-7a3e-4e0f-9a55-0d2b1d6b8e21',
  current: false,
  device: 'mobile',
  os: 'iOS',
  browser: 'Safari 17',
  place: { kind: 'public', network: '2001:db8:abcd::/48', country: null },
  last_seen_at: minutesAgo(5),
});
const OFFICE = aUserSession({
  id: '9d0e8c1a-2b3c-4d5e-8f70-112233445566',
  current: false,
  device: 'desktop',
  os: 'Linux',
  browser: 'Firefox 128',
  place: { kind: 'private', network: null, country: null },
  last_seen_at: minutesAgo(3 * 60),
});

function renderSessions() {
  return renderRoutes({
    path: '/account/sessions',
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    routes: [
      {
        path: '/account/sessions',
        component: () => (
          <>
            <SessionsPage />
            <ToastHost />
          </>
        ),
      },
    ],
  });
}

const withSessions = (sessions: UserSession[]) => {
  const handlers = userSessionHandlers(sessions);
  apiServer.use(...handlers);
  return handlers;
};

describe('SessionsPage', () => {
  it('shows this device with its badge, then the other sessions: device, browser, place and when each was last seen', async () => {
    withSessions([PHONE, THIS_MAC, OFFICE]);
    await renderSessions();

    const here = await screen.findByRole('article', { name: 'Chrome 126 on macOS' });
    expect(within(here).getByText('This device')).toBeTruthy();
    expect(here.textContent).toContain('Computer · United Kingdom, network 203.0.113.x · Active now');
    expect(within(here).queryByRole('button')).toBeNull();

    const [phone, office, ...rest] = within(screen.getByRole('region', { name: 'Other sessions' })).getAllByRole(
      'article',
    );
    expect(rest).toEqual([]);
    expect(phone?.getAttribute('aria-label')).toBe('Safari 17 on iOS');
    expect(phone?.textContent).toContain('Phone · Network 2001:db8:abcd::/48 · Last seen 5 minutes ago');
    expect(office?.getAttribute('aria-label')).toBe('Firefox 128 on Linux');
    expect(office?.textContent).toContain('Computer · Local network · Last seen 3 hours ago');
    expect(
      within(office as HTMLElement).getByRole('button', { name: 'Sign out of Firefox 128 on Linux' }),
    ).toBeTruthy();
  });

  it('signs one other session out from the keyboard: the row goes, a toast confirms, focus moves to the list', async () => {
    const held = withSessions([THIS_MAC, PHONE, OFFICE]);
    const { user } = await renderSessions();
    const button = await screen.findByRole('button', { name: 'Sign out of Safari 17 on iOS' });

    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Signed out of Safari 17 on iOS.')).toBeTruthy();
    expect(apiServer.requestsTo('DELETE', AuthPaths.userSession(PHONE.id))).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Safari 17 on iOS' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Firefox 128 on Linux' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Other sessions' }));
    expect(held.current().map((session) => session.id)).toEqual([THIS_MAC.id, OFFICE.id]);
  });

  it('signs out of all other sessions, keeps this one, and then says only this device is signed in', async () => {
    withSessions([THIS_MAC, PHONE, OFFICE]);
    const { user } = await renderSessions();

    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));

    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Only this device' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Chrome 126 on macOS' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out of all other sessions' })).toBeNull();
    expect(apiServer.requestsTo('DELETE', AuthPaths.otherUserSessions)).toHaveLength(1);
  });

  it('says only this device is signed in when nothing else is, and offers no sign-out', async () => {
    withSessions([THIS_MAC]);
    await renderSessions();

    expect(await screen.findByRole('heading', { name: 'Only this device' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign out/ })).toBeNull();
  });

  it('shows that it is loading, then an error with a way to try again', async () => {
    const answer = deferred();
    let fail = true;
    apiServer.use(
      api.get(AuthPaths.userSessions, async () => {
        await answer.promise;
        return fail ? apiError(500, 'Server Error') : HttpResponse.json({ data: [THIS_MAC] });
      }),
    );
    const { user } = await renderSessions();

    expect(screen.getByRole('status').textContent).toBe("Loading where you're signed in…");
    answer.release();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain("We couldn't load where you're signed in.");

    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Chrome 126 on macOS' })).toBeTruthy();
  });

  it('takes a session that had already ended off the list without an error', async () => {
    const held = withSessions([THIS_MAC, PHONE]);
    const { user } = await renderSessions();
    const button = await screen.findByRole('button', { name: 'Sign out of Safari 17 on iOS' });
    held.endElsewhere(PHONE.id);

    await user.click(button);

    expect(await screen.findByText('Safari 17 on iOS was already signed out.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Safari 17 on iOS' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the row and says why when signing it out fails', async () => {
    withSessions([THIS_MAC, PHONE]);
    apiServer.use(
      api.delete(AuthPaths.userSession(':id'), () => apiError(503, 'Service unavailable.', 'service_unavailable')),
    );
    const { user } = await renderSessions();

    await user.click(await screen.findByRole('button', { name: 'Sign out of Safari 17 on iOS' }));

    const row = screen.getByRole('article', { name: 'Safari 17 on iOS' });
    expect((await within(row).findByRole('alert')).textContent).toBe(GENERIC_ERROR_MESSAGE);
    expect(within(row).getByRole('button', { name: 'Sign out of Safari 17 on iOS' })).toBeTruthy();
  });
});
