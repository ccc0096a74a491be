import type { Notification, NotificationKind, NotificationPage } from '@folio/notifications-contract';
import type { Database } from '@folio/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications, type NotificationRow } from './notification.table.js';

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the web app (`/order/F-1001`), or null. */
  url: string | null;
}

/** Other domains call this to tell a user something (order updates, instalment reminders). */
export async function notify(
  db: Database,
  userId: string,
  input: NotificationInput,
  at: Date = new Date(),
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind: input.kind, title: input.title, body: input.body, url: input.url, createdAt: at })
    .returning();
  return toNotification(row!);
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Data access for a user's notifications; every query is scoped to the owner. */
export function notificationRepo(db: Database) {
  const mine = (userId: string) => eq(notifications.userId, userId);

  return {
    async page(
      userId: string,
      { page, perPage, unreadOnly }: { page: number; perPage: number; unreadOnly: boolean },
    ): Promise<NotificationPage> {
      const scope = unreadOnly ? and(mine(userId), isNull(notifications.readAt)) : mine(userId);
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(scope)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(notifications).where(scope),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine(userId), isNull(notifications.readAt))),
      ]);
      const totalCount = Number(total?.n ?? 0);
      return {
        data: rows.map(toNotification),
        meta: {
          current_page: page,
          per_page: perPage,
          total: totalCount,
          last_page: Math.max(1, Math.ceil(totalCount / perPage)),
          unread_count: Number(unread?.n ?? 0),
        },
      };
    },

    /** Marks one read (idempotent); null when it is not the user's. */
    async markRead(userId: string, id: string, at: Date): Promise<Notification | null> {
      const [updated] = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), mine(userId), isNull(notifications.readAt)))
        .returning();
      if (updated) return toNotification(updated);
      const [existing] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), mine(userId)))
        .limit(1);
      return existing ? toNotification(existing) : null;
    },

    async markAllRead(userId: string, at: Date): Promise<number> {
      const updated = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(mine(userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return updated.length;
    },
  };
}
