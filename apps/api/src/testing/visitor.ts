import type { SessionEnv } from '@folio/auth-server';
import { testBrowser } from '@folio/auth-server/testing';
import { CSRF_COOKIE_PATH } from '@folio/http-contract';
import type { Hono } from 'hono';
import { fromAddress } from './from-address.js';

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
 * One browser against the composed, in-process API: `testBrowser` from the accounts library (its
 * cookie jar and CSRF header), connecting from its own client address (the socket address, as
 * @hono/node-server passes it; a 127.x.y.z address is a client on this machine, which the
 * development helpers answer) and sending bodies as raw bytes, so tests can send what no JSON
 * encoder writes.
 */
export function visitor(app: Hono<SessionEnv>, ip: string) {
  const browser = testBrowser(fromAddress(app, ip));

  async function send(method: string, path: string, raw?: RawBody): Promise<Answer> {
    const before = browser.sessionToken();
    const res = await browser.request(method, path, { raw });
    // testBrowser hands back the text itself when it is not JSON.
    const json = typeof res.body === 'string' && res.body === res.text ? undefined : res.body;
    return {
      status: res.status,
      headers: res.headers,
      text: res.text,
      json,
      sessionChanged: browser.sessionToken() !== before,
    };
  }

  return {
    ip,
    cookies: browser.cookies,
    send,
    get: (path: string) => send('GET', path),
    /** A JSON request, as the web client sends it. */
    json(method: string, path: string, value?: unknown) {
      if (value === undefined) return send(method, path);
      return send(method, path, {
        bytes: new TextEncoder().encode(JSON.stringify(value)),
        contentType: 'application/json',
      });
    },
    /** Forget every cookie and start a new guest session with a CSRF token. */
    async fresh() {
      browser.cookies.clear();
      await send('GET', CSRF_COOKIE_PATH);
    },
  };
}

export type Visitor = ReturnType<typeof visitor>;
