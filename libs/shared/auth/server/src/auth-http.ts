import { ErrorCode } from '@folio/http-contract';
import { ApiError } from '@folio/server-kit';
import type { Context } from 'hono';

/** 429 with `Retry-After` (seconds) and `{message, code: 'too_many_requests'}`. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string): ApiError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(429, ErrorCode.TooManyRequests, message);
}

/** A unique constraint refused the write (PostgreSQL 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Answers that carry personal data are never cached. */
export function noStore(c: Context): void {
  c.header('Cache-Control', 'no-store');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A row id from the path, or null when it cannot name a row: ids are UUIDs, so the route answers
 * its 404 without a query, and text PostgreSQL refuses (a NUL character) never reaches it.
 */
export function idParam(c: Context, name = 'id'): string | null {
  const id = c.req.param(name) ?? '';
  return UUID.test(id) ? id : null;
}
