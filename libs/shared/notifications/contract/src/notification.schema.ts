import { Timestamp } from '@folio/auth-contract';
import { PageQuery, PaginationMeta } from '@folio/http-contract';
import * as v from 'valibot';

export const NotificationKind = v.picklist(['order_update', 'instalment_reminder', 'account', 'giveaway']);
export type NotificationKind = v.InferOutput<typeof NotificationKind>;

export const Notification = v.object({
  id: v.string(),
  kind: NotificationKind,
  title: v.string(),
  body: v.string(),
  /** A path inside the web app (`/order/F-1001`), or null. */
  url: v.nullable(v.string()),
  read_at: v.nullable(Timestamp),
  created_at: Timestamp,
});
export type Notification = v.InferOutput<typeof Notification>;

/** `GET /api/notifications?page=&per_page=&unread=true`: newest first, with the unread count. */
export const NotificationPage = v.object({
  data: v.array(Notification),
  meta: v.object({ ...PaginationMeta.entries, unread_count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
});
export type NotificationPage = v.InferOutput<typeof NotificationPage>;

export const NotificationListQuery = v.object({
  ...PageQuery.entries,
  unread: v.optional(v.picklist(['true', 'false'])),
});
export type NotificationListQuery = v.InferOutput<typeof NotificationListQuery>;

/** `POST /api/notifications/read-all` answers the message and how many changed. */
export const ReadAllResult = v.object({ message: v.string(), updated: v.number() });
export type ReadAllResult = v.InferOutput<typeof ReadAllResult>;
