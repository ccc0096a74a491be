import type { Context } from 'hono';
import { notFound } from './api-error.js';
import { isUuid } from './uuid.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
