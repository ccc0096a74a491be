import { MAX_SLUG_LENGTH } from '@folio/catalog-kit-contract';
import { notFound } from '@folio/server-kit';
import type { Context } from 'hono';

/**
 * A slug path parameter; one that cannot exist is the same 404 as an unknown one, without a
 * query (a NUL character, which PostgreSQL text cannot hold, would otherwise be a 500).
 */
export function slugOf(c: Context, message: string): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH || slug.includes('\u0000')) throw notFound(message);
  return slug;
}
