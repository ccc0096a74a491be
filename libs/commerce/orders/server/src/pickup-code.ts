import { randomInt } from 'node:crypto';
import type { Database } from '@folio/db';
import { and, inArray } from 'drizzle-orm';
import { eventPickupCodes } from './orders.table.js';

/** The alphabet of order numbers and pickup codes: no 0/O, 1/I/L. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const randomCode = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * `FO-XXXXXX`: 31^6, about 887 million numbers. A clash with an existing number fails that
 * placement's insert on the unique index (the placement answers 500); nothing draws a new number yet.
 */
export const newOrderNumber = () => `FO-${randomCode(6)}`;

/**
 * The readers' pickup codes for several (reader, event) pairs at once, each reader's one code for
 * an event made on first ask (a race settles on the first one written): a map keyed `{userId}:{eventId}`.
 */
export async function pickupCodes(
  db: Database,
  pairs: readonly { userId: string; eventId: string }[],
): Promise<Map<string, string>> {
  const key = (userId: string, eventId: string) => `${userId}:${eventId}`;
  const wanted = new Map(pairs.map((pair) => [key(pair.userId, pair.eventId), pair]));
  if (wanted.size === 0) return new Map();
  const read = async () => {
    const users = [...new Set(pairs.map((pair) => pair.userId))];
    const events = [...new Set(pairs.map((pair) => pair.eventId))];
    const rows = await db
      .select()
      .from(eventPickupCodes)
      .where(and(inArray(eventPickupCodes.userId, users), inArray(eventPickupCodes.eventId, events)));
    return new Map(rows.map((row) => [key(row.userId, row.eventId), row.code]));
  };
  const found = await read();
  const missing = [...wanted]
    .filter(([k]) => !found.has(k))
    .map(([, pair]) => ({ ...pair, code: `PK-${randomCode(8)}` }));
  if (missing.length === 0) return found;
  await db.insert(eventPickupCodes).values(missing).onConflictDoNothing();
  return read();
}
