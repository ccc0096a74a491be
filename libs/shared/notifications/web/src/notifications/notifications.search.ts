import { MAX_PAGE } from '@folio/http-contract';
import * as v from 'valibot';

/** `/notifications[?page=2][&unread=true]`. */
export const NotificationsSearch = v.object({
  // `?page=2` arrives as a number, `?page=%222%22` as text: both read as the page.
  page: v.fallback(
    v.optional(v.pipe(v.unknown(), v.transform(asNumber), v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))),
    undefined,
  ),
  unread: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.picklist(['true']))), undefined),
});

/*
 * Text as its number, anything else as it is (and refused by `v.number()` if it is not one). A
 * transform rather than `v.union`, which would add its code to every page's entry.
 */
function asNumber(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}
