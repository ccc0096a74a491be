import { MAX_SLUG_LENGTH } from '@folio/catalog-kit-contract';
import { isUuid, notFound } from '@folio/server-kit';
import type { Context } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A slug path parameter; one that cannot exist is the same 404 as an unknown one, without a
 * query (a NUL character, which PostgreSQL text cannot hold, would otherwise be a 500).
 */
export function slugOf(c: Context, message: string): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH || slug.includes('\u0000')) throw notFound(message);
  return slug;
}

/** `{uuid}.svg` → the uuid, or a 404 with the kind's message. */
export function svgIdOf(c: Context, message: string): string {
  const file = c.req.param('file') ?? '';
  const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}

/** A generated image: SVG, cached for good (the picture of an id never changes). */
export const svgResponse = (c: Context, body: string) =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMMUTABLE });
