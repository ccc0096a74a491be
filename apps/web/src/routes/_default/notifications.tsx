import { AccountLayout } from '@folio/account';
import { Loading, requireAuth } from '@folio/auth';
import { NotificationsPage, notificationsQueryOptions, NotificationsSearch } from '@folio/notifications';
import { createFileRoute } from '@tanstack/react-router';

/** The signed-in user's notifications, in the account's frame; `?page=` and `?unread=true`. */
export const Route = createFileRoute('/_default/notifications')({
  validateSearch: NotificationsSearch,
  beforeLoad: requireAuth,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, unreadOnly: search.unread === 'true' }),
  // Personal data is never fetched ahead on hover: such a preload could race a sign-out (401).
  preload: false,
  loader: ({ context: { queryClient, http }, deps }) =>
    queryClient.ensureQueryData(notificationsQueryOptions(http, deps)),
  head: () => ({ meta: [{ title: 'Notifications · Folio' }] }),
  pendingComponent: () => <Loading label="Loading your notifications…" />,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { page, unread } = Route.useSearch();
  return (
    <AccountLayout>
      <NotificationsPage page={page ?? 1} unreadOnly={unread === 'true'} />
    </AccountLayout>
  );
}
