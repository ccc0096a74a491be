import { AccountPageHeader, Notice, pageTabStyles, safeRedirect, useGoTo } from '@folio/auth';
import { timeAgo } from '@folio/formatting';
import type { Notification, NotificationKind } from '@folio/notifications-contract';
import { errorMessage } from '@folio/http';
import { useHttp } from '@folio/http/router';
import { BellIcon, Button, EmptyState, LinkButton } from '@folio/ui-kit';
import { notify } from '@folio/ui-kit/toast';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../notifications/notifications.mutations';
import { notificationsQueryOptions } from '../notifications/notifications.queries';
import styles from './notifications.module.css';

const KIND_LABELS: Record<NotificationKind, string> = {
  order_update: 'Order update',
  instalment_reminder: 'Payment reminder',
  account: 'Account',
  giveaway: 'Giveaway',
};

export interface NotificationsPageProps {
  page: number;
  unreadOnly: boolean;
}

/** `/notifications`: newest first, read and unread, ten to a page; mark one or all as read. */
export function NotificationsPage({ page, unreadOnly }: NotificationsPageProps) {
  const http = useHttp();
  const { data } = useSuspenseQuery(notificationsQueryOptions(http, { page, unreadOnly }));
  const markAll = useMarkAllNotificationsRead();
  const { unread_count: unread, last_page: lastPage, total } = data.meta;

  return (
    <>
      <AccountPageHeader
        title="Notifications"
        description="Order updates, payment reminders and news about your account."
        actions={
          <Button
            variant="secondary"
            disabled={unread === 0 || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, { onSuccess: (result) => notify(result.message, { tone: 'success' }) })
            }
          >
            {markAll.isPending ? 'Marking…' : 'Mark all as read'}
          </Button>
        }
      />
      {markAll.isError ? <Notice tone="error">{errorMessage(markAll.error)}</Notice> : null}
      <div className={styles['toolbar']}>
        <nav aria-label="Filter notifications">
          <ul className={pageTabStyles.list}>
            <li>
              <Link
                to="/notifications"
                search={{}}
                className={pageTabStyles.tab}
                aria-current={unreadOnly ? undefined : 'page'}
              >
                All
              </Link>
            </li>
            <li>
              <Link
                to="/notifications"
                search={{ unread: 'true' }}
                className={pageTabStyles.tab}
                aria-current={unreadOnly ? 'page' : undefined}
              >
                Unread{unread > 0 ? ` (${unread})` : ''}
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      {data.data.length === 0 ? (
        <EmptyState
          icon={<BellIcon />}
          title={page > 1 ? 'Nothing on this page' : unreadOnly ? "You're all caught up" : 'No notifications yet'}
          actions={
            page > 1 ? (
              <LinkButton to="/notifications" search={unreadOnly ? { unread: 'true' } : {}}>
                Back to the first page
              </LinkButton>
            ) : unreadOnly && total === 0 ? (
              <LinkButton to="/notifications" search={{}} variant="secondary">
                Show all notifications
              </LinkButton>
            ) : null
          }
        >
          {unreadOnly
            ? 'Every notification has been read.'
            : 'We will let you know here when an order changes, a payment is due or something happens to your account.'}
        </EmptyState>
      ) : (
        <ul className={styles['list']} aria-label={unreadOnly ? 'Unread notifications' : 'Notifications'}>
          {data.data.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}

      {lastPage > 1 ? (
        <nav className={styles['pagination']} aria-label="Pages">
          <p className={styles['pageInfo']}>
            Page {Math.min(page, lastPage)} of {lastPage}
          </p>
          <div className={styles['pageLinks']}>
            {page > 1 ? (
              <LinkButton
                to="/notifications"
                search={{ ...(unreadOnly ? { unread: 'true' } : {}), ...(page > 2 ? { page: page - 1 } : {}) }}
                variant="secondary"
                size="sm"
              >
                Newer
              </LinkButton>
            ) : null}
            {page < lastPage ? (
              <LinkButton
                to="/notifications"
                search={{ ...(unreadOnly ? { unread: 'true' } : {}), page: page + 1 }}
                variant="secondary"
                size="sm"
              >
                Older
              </LinkButton>
            ) : null}
          </div>
        </nav>
      ) : null}
    </>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const goTo = useGoTo();
  const unread = notification.read_at === null;
  const target = safeRedirect(notification.url);

  return (
    <article
      className={styles['item']}
      data-unread={unread}
      aria-label={`${unread ? 'Unread: ' : ''}${notification.title}`}
    >
      <span className={styles['dot']} aria-hidden="true" />
      <div className={styles['body']}>
        <p className={styles['meta']}>
          {KIND_LABELS[notification.kind]} ·{' '}
          <time dateTime={notification.created_at}>{timeAgo(notification.created_at)}</time>
        </p>
        <h2 className={styles['title']}>{notification.title}</h2>
        <p className={styles['text']}>{notification.body}</p>
        {markRead.isError ? <Notice tone="error">{errorMessage(markRead.error)}</Notice> : null}
      </div>
      <div className={styles['actions']}>
        {target ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`View: ${notification.title}`}
            onClick={() => {
              if (unread) markRead.mutate(notification.id);
              void goTo(target);
            }}
          >
            View
          </Button>
        ) : null}
        {unread ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Mark as read: ${notification.title}`}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(notification.id)}
          >
            Mark as read
          </Button>
        ) : null}
      </div>
    </article>
  );
}
