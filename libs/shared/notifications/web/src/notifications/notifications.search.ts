import { MAX_PAGE } from '@folio/http-contract';
import * as v from 'valibot';

/**
 * `/notifications[?page=2][&unread=true]`. A value that does not fit is dropped. One transform per
 * parameter with the checks in plain code: every valibot action used here adds its code to every
 * page's entry (quality bar F1).
 */
export const NotificationsSearch = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform(asPage))),
  unread: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (String(value) === 'true' ? ('true' as const) : undefined)),
    ),
  ),
});

/** `?page=2` arrives as a number, `?page=%222%22` as text: both read as the page, from 1 to the last one served. */
function asPage(value: unknown): number | undefined {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined;
}
