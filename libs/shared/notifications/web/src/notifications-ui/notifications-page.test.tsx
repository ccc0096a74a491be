import { NotificationPaths, type Notification } from '@folio/notifications-contract';
import { createApiServer, renderRoutes } from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotification, notificationHandlers } from '../testing';
import { NotificationsPage } from './notifications-page';

const apiServer = createApiServer();

/** The API answers from this inbox for the current test. */
function inbox(items: Notification[]) {
  apiServer.use(...notificationHandlers(items));
}

const renderNotifications = (page = 1, unreadOnly = false) =>
  renderRoutes({
    path: '/notifications',
    routes: [{ path: '/notifications', component: () => <NotificationsPage page={page} unreadOnly={unreadOnly} /> }],
  });

describe('NotificationsPage', () => {
  it('lists notifications newest first, unread ones marked', async () => {
    inbox([
      aNotification({ id: 'n-2', title: 'Order confirmed', kind: 'order_update', url: '/order/F-1001' }),
      aNotification({ id: 'n-1', title: 'Welcome to Folio', read_at: '2025-01-01T00:00:00.000Z' }),
    ]);
    await renderNotifications();

    const unread = await screen.findByRole('article', { name: 'Unread: Order confirmed' });
    expect(within(unread).getByText(/Order update/)).toBeTruthy();
    expect(within(unread).getByText('5 minutes ago')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Welcome to Folio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unread (1)' })).toBeTruthy();
  });

  it('marks one notification as read', async () => {
    inbox([aNotification({ id: 'n-7', title: 'Payment due soon' })]);
    await renderNotifications();

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read: Payment due soon' }));

    expect(await screen.findByRole('article', { name: 'Payment due soon' })).toBeTruthy();
    expect(apiServer.requestsTo('POST', NotificationPaths.notificationRead('n-7'))).toHaveLength(1);
  });

  it('opens a notification’s page and marks it read', async () => {
    inbox([aNotification({ id: 'n-3', title: 'Order shipped', url: '/order/F-2002' })]);
    const { router } = await renderNotifications();

    await userEvent.click(await screen.findByRole('button', { name: 'View: Order shipped' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order/F-2002'));
    expect(apiServer.requestsTo('POST', NotificationPaths.notificationRead('n-3'))).toHaveLength(1);
  });

  it('marks all as read', async () => {
    inbox([aNotification({ id: 'a', title: 'One' }), aNotification({ id: 'b', title: 'Two' })]);
    await renderNotifications();

    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByRole('article', { name: 'One' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unread' })).toBeTruthy();
  });

  it('pages through older notifications', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      aNotification({ id: `n-${index}`, title: `Notice ${index}` }),
    );
    inbox(many);
    await renderNotifications(2);

    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Newer' }).getAttribute('href')).toBe('/notifications');
    expect(screen.queryByRole('link', { name: 'Older' })).toBeNull();
  });

  it('has a friendly empty state', async () => {
    inbox([]);
    await renderNotifications();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is all caught up when only unread ones are asked for', async () => {
    inbox([aNotification({ read_at: '2025-01-01T00:00:00.000Z' })]);
    await renderNotifications(1, true);
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeTruthy();
  });
});
