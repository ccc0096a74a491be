import { MAX_PAGE } from '@folio/http-contract';
import * as v from 'valibot';

/** `/notifications[?page=2][&unread=true]`. */
export const NotificationsSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))), undefined),
  unread: v.fallback(v.optional(v.pipe(v.union([v.boolean(), v.string()]), v.transform(String), v.literal('true'))), undefined),
});
