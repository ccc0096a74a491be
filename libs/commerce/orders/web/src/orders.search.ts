import { MAX_PAGE } from '@folio/http-contract';
import * as v from 'valibot';

/** `?page=2` arrives as a number, `?page=%222%22` as text: both read as the page. */
function asNumber(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

/** `/orders[?page=2]`: a page out of range or not a number reads as the first. */
export const OrdersSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(asNumber), v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE))), undefined),
});
export type OrdersSearch = v.InferOutput<typeof OrdersSearch>;
