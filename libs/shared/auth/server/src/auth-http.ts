import { isUuid, notFound } from '@folio/server-kit';
import type { Context } from 'hono';

/** A unique constraint refused the write (PostgreSQL 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Answers that carry personal data are never cached. */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

/**
 * A row id from the path, or the route's 404: ids are UUIDs, so one that cannot exist is answered
 * like an unknown one, without a query.
 */
export function idParam(c: Context, notFoundMessage: string, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!isUuid(id)) throw notFound(notFoundMessage);
  return id;
}
