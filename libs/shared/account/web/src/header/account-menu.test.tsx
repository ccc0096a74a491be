import { PREVIOUSLY_LOGGED_IN_COOKIE } from '@folio/auth';
import { userHandlers } from '@folio/auth/testing';
import { aNotification, notificationHandlers } from '@folio/notifications/testing';
import { createApiServer, renderRoutes } from '@folio/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookie } from 'tiny-cookie';
import { AccountMenu } from './account-menu';

createApiServer([...userHandlers(), ...notificationHandlers([aNotification({ id: 'a' }), aNotification({ id: 'b' })])]);

function renderMenu() {
  setCookie(PREVIOUSLY_LOGGED_IN_COOKIE, 'true', { path: '/' });
  return renderRoutes({ path: '/', routes: [{ path: '/', component: AccountMenu }] });
}

describe('AccountMenu', () => {
  it('names the user and the unread count, and opens Account, Notifications and Sign out', async () => {
    const { router } = await renderMenu();

    const trigger = await screen.findByRole('button', { name: 'Robin: account menu, 2 unread notifications' });
    await userEvent.click(trigger);

    expect(await screen.findByRole('menuitem', { name: 'Your account' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Notifications/ }).textContent).toContain('2');
    expect(screen.getByText('reader@folio.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('leads to the saved list', async () => {
    const { router } = await renderMenu();

    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Saved' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
  });

  it.each([
    ['Your orders', '/orders'],
    ['Orders by event', '/orders/by-event'],
  ])('leads to %s', async (item, path) => {
    const { router } = await renderMenu();

    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: item }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('opens from the keyboard and goes to the account', async () => {
    const { router } = await renderMenu();

    const trigger = await screen.findByRole('button', { name: /account menu/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your account'));
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });
});
