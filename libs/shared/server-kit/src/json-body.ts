import { ErrorCode, UNSAFE_METHODS } from '@folio/http-contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import secureJson from 'secure-json-parse';
import { ApiError, badRequest } from './api-error.js';
import { nulCharacter, nulPathOf } from './nul-character.js';

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
export const MAX_JSON_DEPTH = 32;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** HTTP/1.1 framing decides whether a request has a body (Node gives every POST a stream). */
function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return headers.has('transfer-encoding');
}

function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Parses a JSON body once, for every route, before any handler runs: wrong content type 415,
 * invalid UTF-8, malformed JSON, `__proto__`/`constructor.prototype` keys and absurd nesting 400,
 * a NUL character in any string 422 (per field, like a validation error).
 * The parsed value is put in Hono's body cache so `c.req.json()` and validators reuse it.
 */
function parseJsonBody(): MiddlewareHandler {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return createMiddleware(async (c, next) => {
    if (!UNSAFE_METHODS.includes(c.req.method) || !hasBody(c.req.raw.headers)) return next();
    const type = c.req.header('content-type') ?? '';
    if (!JSON_TYPE.test(type)) {
      throw new ApiError(
        415,
        ErrorCode.UnsupportedMediaType,
        'Unsupported content type. Send the body as JSON with Content-Type: application/json.',
      );
    }
    let text: string;
    try {
      text = decoder.decode(await c.req.arrayBuffer());
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw badRequest('The request body is not valid UTF-8.', ErrorCode.MalformedJson);
    }
    let parsed: unknown;
    try {
      parsed =
        text.trim() === '' ? {} : secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    } catch (error) {
      const forbidden = error instanceof SyntaxError && /prototype/i.test(error.message);
      throw badRequest(
        forbidden ? 'The request body contains a forbidden key.' : 'Malformed JSON in request body.',
        ErrorCode.MalformedJson,
      );
    }
    if (depthOf(parsed, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw badRequest('The request body is nested too deeply.', ErrorCode.MalformedJson);
    }
    const nul = nulPathOf(parsed);
    if (nul !== null) throw nulCharacter(nul);
    c.req.bodyCache.json = Promise.resolve(parsed);
    await next();
  });
}

/** Size limit (413) and JSON parsing guard for every request body. */
export function jsonBody(options: { maxBytes?: number } = {}): MiddlewareHandler {
  const maxSize = options.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
  const guard = every(
    bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(
          {
            message: `The request body is larger than ${Math.floor(maxSize / 1024)} kB.`,
            code: ErrorCode.PayloadTooLarge,
          },
          413,
        ),
    }),
    parseJsonBody(),
  );
  // GET, HEAD and OPTIONS carry no body: skip the guard before it touches the request, which
  // on Node would otherwise build a full Request object for every read.
  return async (c, next) => (UNSAFE_METHODS.includes(c.req.method) ? guard(c, next) : next());
}
