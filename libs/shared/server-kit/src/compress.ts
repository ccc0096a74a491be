import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { createMiddleware } from 'hono/factory';
import { parseAccept } from 'hono/utils/accept';

/** Below this an answer goes as it is: compressing it would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli where the client takes it
 * at least as gladly as gzip, else gzip; none when it takes neither (a q of 0 refuses one, `*`
 * stands for the ones it does not name).
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q ?? 0;
  const q = (name: ContentEncoding) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? wildcard;
  const [br, gz] = [q('br'), q('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Compresses the pages and JSON answers built per request (brotli, else gzip) for clients that
 * take it, when they are at least `minBytes`. The hashed build files come pre-compressed and keep
 * their encoding; streams, `no-transform` answers and HEAD requests go as they are.
 *
 * Bodies here are whole already and small (JSON pages of capped lists, the app's HTML: tens of
 * kB), so they are compressed whole, on the event loop, at a brotli quality that costs about what
 * gzip does (a fraction of a millisecond; the build's files use the highest). Not on libuv's
 * thread pool: password hashing runs there, and during a sign-in flood every page would wait
 * behind the hashes (the login flood test saw catalog answers take 600 ms that way).
 */
export function compressResponses({ minBytes = COMPRESS_MIN_BYTES }: { minBytes?: number } = {}) {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      res.headers.has('transfer-encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const vary = res.headers.get('vary');
    if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary))) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    const length = res.headers.get('content-length');
    if (!encoding || (length !== null && Number(length) < minBytes)) return;
    const body = Buffer.from(await res.arrayBuffer());
    const compressed =
      body.byteLength < minBytes
        ? undefined
        : encoding === 'br'
          ? brotliCompressSync(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : gzipSync(body);
    const headers = new Headers(res.headers);
    if (compressed) {
      headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(compressed.byteLength));
      const etag = headers.get('etag');
      // Another representation of the same content: a weak validator, as RFC 9110 asks.
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    // The body has been read: the answer is built again around it, headers and all (hono's `c.res`
    // setter would copy the old headers over these, the old length among them).
    c.res = undefined;
    c.res = new Response(compressed ?? body, { status: res.status, statusText: res.statusText, headers });
  });
}
