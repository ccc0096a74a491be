import { AuthMessages, AuthPaths, NotificationListQuery, type Notification, type ReadAllResult } from '@folio/auth-contract';
import { notFound, validate } from '@folio/server-kit';
import { Hono } from 'hono';
import type { AccountsDeps } from './accounts.deps.js';
import { idParam, noStore } from './auth-http.js';
import { notificationRepo } from './notification.service.js';
import { authenticatedUser, requireUser } from './require-user.js';
import type { SessionEnv } from './session.middleware.js';

/** The signed-in user's notifications: list (paginated), mark one read, mark all read. */
export function notificationRoutes(deps: AccountsDeps) {
  const repo = notificationRepo(deps.db);

  return new Hono<SessionEnv>()
    .use(AuthPaths.notifications, requireUser())
    .use(`${AuthPaths.notifications}/*`, requireUser())

    .get(AuthPaths.notifications, validate('query', NotificationListQuery), async (c) => {
      const query = c.req.valid('query');
      const user = await authenticatedUser(c);
      noStore(c);
      return c.json(await repo.page(user.id, { page: query.page, perPage: query.per_page, unreadOnly: query.unread === 'true' }));
    })

    .post(AuthPaths.notificationsReadAll, async (c) => {
      const user = await authenticatedUser(c);
      const updated = await repo.markAllRead(user.id, deps.now());
      return c.json({ message: AuthMessages.notificationsAllRead, updated } satisfies ReadAllResult);
    })

    .post(AuthPaths.notificationRead(':id'), async (c) => {
      const user = await authenticatedUser(c);
      const notification = await repo.markRead(user.id, idParam(c, AuthMessages.notificationNotFound), deps.now());
      if (!notification) throw notFound(AuthMessages.notificationNotFound);
      return c.json(notification satisfies Notification);
    });
}
