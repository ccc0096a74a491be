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

/** A generated picture and the key of what it was drawn from (see `imageVersion`). */
export interface GeneratedImage {
  svg: string;
  version: string;
}

/**
 * A generated picture as SVG. Asked for at its current key (`?v=`), it is cached for good: a
 * change of what it shows changes the key, hence the address. Any other address (an old key, or
 * none) must be revalidated every time, so it can never show an old name or title.
 */
export function svgResponse(c: Context, { svg, version }: GeneratedImage) {
  const etag = `"${version}"`;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': c.req.query('v') === version ? IMMUTABLE : 'no-cache',
    ETag: etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(svg, 200, headers);
}
