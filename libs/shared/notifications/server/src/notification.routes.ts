import { authenticatedUser, idParam, noStore, requireUser, type SessionEnv } from '@folio/auth-server';
import type { Database } from '@folio/db';
import {
  NotificationListQuery,
  NotificationMessages,
  NotificationPaths,
  type Notification,
  type ReadAllResult,
} from '@folio/notifications-contract';
import { notFound, validate } from '@folio/server-kit';
import { Hono } from 'hono';
import { notificationRepo } from './notification.service.js';

/** What the notification routes need; the identity domain's `AuthDeps` carries both. */
export interface NotificationsDeps {
  db: Database;
  now: () => Date;
}

/** The signed-in user's notifications: list (paginated), mark one read, mark all read. */
export function notificationRoutes(deps: NotificationsDeps) {
  const repo = notificationRepo(deps.db);

  return new Hono<SessionEnv>()
    .use(NotificationPaths.notifications, requireUser())
    .use(`${NotificationPaths.notifications}/*`, requireUser())

    .get(NotificationPaths.notifications, validate('query', NotificationListQuery), async (c) => {
      const query = c.req.valid('query');
      const user = await authenticatedUser(c);
      noStore(c);
      return c.json(
        await repo.page(user.id, { page: query.page, perPage: query.per_page, unreadOnly: query.unread === 'true' }),
      );
    })

    .post(NotificationPaths.notificationsReadAll, async (c) => {
      const user = await authenticatedUser(c);
      const updated = await repo.markAllRead(user.id, deps.now());
      return c.json({ message: NotificationMessages.notificationsAllRead, updated } satisfies ReadAllResult);
    })

    .post(NotificationPaths.notificationRead(':id'), async (c) => {
      const user = await authenticatedUser(c);
      const notification = await repo.markRead(
        user.id,
        idParam(c, NotificationMessages.notificationNotFound),
        deps.now(),
      );
      if (!notification) throw notFound(NotificationMessages.notificationNotFound);
      return c.json(notification satisfies Notification);
    });
}
