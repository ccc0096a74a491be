import { DEFAULT_SESSION_COOKIE } from '@folio/auth-server';
import { CSRF_COOKIE_PATH, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';

/** Anything with Hono's in-process `request`. */
export interface RequestTarget {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  json: unknown;
  /** The answer set or cleared the session cookie (a sign-in, a logout, a new guest session). */
  sessionChanged: boolean;
}

export interface RawBody {
  bytes: Uint8Array | undefined;
  contentType: string | undefined;
}

/**
 * One browser against the in-process app: its cookie jar, its own client address (sent as
 * `X-Forwarded-For`, read when the app trusts one proxy hop) and, like the web client, the
 * XSRF-TOKEN cookie copied into `X-XSRF-TOKEN` on every write. Bodies are raw bytes, so tests
 * can send what no JSON encoder writes.
 */
export function visitor(app: RequestTarget, ip: string) {
  const cookies = new Map<string, string>();

  function absorb(headers: Headers): boolean {
    let sessionChanged = false;
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (name === DEFAULT_SESSION_COOKIE) sessionChanged = true;
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
      else cookies.set(name, value);
    }
    return sessionChanged;
  }

  async function send(method: string, path: string, body: RawBody = { bytes: undefined, contentType: undefined }): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-forwarded-for': ip };
    if (cookies.size > 0) headers['cookie'] = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = cookies.get(XSRF_COOKIE_NAME);
    if (method !== 'GET' && xsrf) headers[XSRF_HEADER_NAME] = decodeURIComponent(xsrf);
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
    if (body.bytes !== undefined) headers['content-length'] = String(body.bytes.byteLength);
    const res = await app.request(path, { method, headers, body: body.bytes as RequestInit['body'] });
    const sessionChanged = absorb(res.headers);
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json, sessionChanged };
  }

  return {
    ip,
    cookies,
    send,
    get: (path: string) => send('GET', path),
    /** A JSON request, as the web client sends it. */
    json(method: string, path: string, value?: unknown) {
      if (value === undefined) return send(method, path);
      return send(method, path, { bytes: new TextEncoder().encode(JSON.stringify(value)), contentType: 'application/json' });
    },
    /** Forget every cookie and start a new guest session with a CSRF token. */
    async fresh() {
      cookies.clear();
      await send('GET', CSRF_COOKIE_PATH);
    },
  };
}

export type Visitor = ReturnType<typeof visitor>;
