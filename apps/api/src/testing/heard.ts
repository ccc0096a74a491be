import { AuthPaths } from '@folio/auth-contract';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@folio/http-contract';
import makeFetchCookie from 'fetch-cookie';
import { CookieJar } from 'tough-cookie';
import { leaksIn } from './response-leaks.js';

/** One request as a client saw it: when it went out, when (and how) it was answered. */
export interface Heard {
  /** What the client was doing ("events list", "cart add", "place"…). */
  what: string;
  method: string;
  path: string;
  sentAt: number;
  answeredAt: number;
  /** Null when no answer came at all (the connection failed or the request timed out). */
  status: number | null;
  retryAfter: string | null;
  contentType: string | null;
  text: string;
  /** The parsed JSON body, if it was JSON. */
  json: any;
  /** Why there was no answer. */
  error?: string;
}

/**
 * A browser over real HTTP (a cookie jar, the CSRF header on writes, as the web client sends
 * them) that keeps every answer it heard in `log`, so a test can judge them all afterwards: the
 * answers of the R14 outage tests. `base` is asked at each request (a server may move).
 */
export class Listener {
  private readonly jar = new CookieJar();
  private readonly fetch = makeFetchCookie(fetch, this.jar);

  constructor(
    private readonly base: () => string,
    readonly log: Heard[],
    // Longer than any wait of the server's own (a replay waits up to 15 s for the first request).
    private readonly timeoutMs = 20_000,
  ) {}

  cookie(name: string): string {
    return decodeURIComponent(this.jar.getCookiesSync(this.base()).find((c) => c.key === name)?.value ?? '');
  }

  async send(
    what: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Heard> {
    const sent: Record<string, string> = { accept: 'application/json', ...headers };
    if (method !== 'GET') sent[XSRF_HEADER_NAME] = this.cookie(XSRF_COOKIE_NAME);
    if (body !== undefined) sent['content-type'] = 'application/json';
    // What every record of this request says, answered or not.
    const asked = { what, method, path, sentAt: Date.now() };
    let heard: Heard;
    try {
      const res = await this.fetch(`${this.base()}${path}`, {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      heard = {
        ...asked,
        answeredAt: Date.now(),
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        contentType: res.headers.get('content-type'),
        text,
        json,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      heard = {
        ...asked,
        answeredAt: Date.now(),
        status: null,
        retryAfter: null,
        contentType: null,
        text: '',
        json: undefined,
        error: cause ?? (error as Error).name,
      };
    }
    this.log.push(heard);
    return heard;
  }

  /** A session and its CSRF token, as the web client gets them before its first write. */
  handshake(): Promise<Heard> {
    return this.send('csrf cookie', 'GET', AuthPaths.csrf);
  }
}

/**
 * What is wrong with an answer given while a service the API needs was away: anything but a 503
 * with a `Retry-After` and a JSON `{message, code}` body that leaks nothing (no stack, SQL, path,
 * and none of `secrets`: the database's host and port, say).
 */
export function unavailableProblems(heard: Heard, secrets: readonly string[] = []): string[] {
  const problems: string[] = [];
  if (heard.status === null) return [`no answer (${heard.error})`];
  if (heard.status !== 503) problems.push(`answered ${heard.status}`);
  if (!heard.retryAfter || !/^\d+$/.test(heard.retryAfter)) problems.push('no Retry-After');
  if (!/application\/json/.test(heard.contentType ?? '')) problems.push('not JSON');
  const body = (heard.json ?? {}) as { message?: unknown; code?: unknown };
  if (typeof body.message !== 'string' || body.message.length < 10) problems.push('no message');
  if (typeof body.code !== 'string') problems.push('no code');
  for (const leak of leaksIn(heard.text)) problems.push(`leaks a ${leak}`);
  for (const secret of secrets) if (heard.text.includes(secret)) problems.push(`leaks "${secret}"`);
  return problems;
}
