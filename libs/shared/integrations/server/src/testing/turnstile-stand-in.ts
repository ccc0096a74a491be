import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TurnstileStandIn {
  /** The siteverify URL to configure. */
  verifyUrl: string;
  secret: string;
  /** A token that passes once, for `action`, as the widget would hand it to the browser. */
  issueToken(action: string): string;
  /** The next answers are HTTP 500s (Cloudflare having a bad day), or `internal-error`, until cleared with null. */
  failWith(kind: 'http-500' | 'internal-error' | null): void;
  /** What the stand-in was asked, newest last. */
  requests(): Array<{ secret: string | null; response: string | null; remoteip: string | null }>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * Cloudflare Turnstile's siteverify endpoint on a random loopback port, answering as the real one
 * does: 200 with `success` and `error-codes` (`missing-input-secret`, `invalid-input-secret`,
 * `missing-input-response`, `invalid-input-response`, `timeout-or-duplicate` for a reused token,
 * `internal-error`), and the token's `action` and `hostname` on success.
 */
export async function startTurnstileStandIn(options: { secret?: string } = {}): Promise<TurnstileStandIn> {
  const secret = options.secret ?? '0x4AAAAAAAstandinsecretkey';
  const tokens = new Map<string, { action: string; used: boolean }>();
  const seen: Array<{ secret: string | null; response: string | null; remoteip: string | null }> = [];
  let failure: 'http-500' | 'internal-error' | null = null;
  let counter = 0;

  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const form = new URLSearchParams(text);
      seen.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
      const answer = (status: number, body: object) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const refuse = (...codes: string[]) => answer(200, { success: false, 'error-codes': codes, messages: [] });
      if (request.method !== 'POST') return answer(405, { success: false, 'error-codes': ['bad-request'] });
      if (failure === 'http-500') return answer(500, { success: false, 'error-codes': ['internal-error'] });
      if (failure === 'internal-error') return refuse('internal-error');
      if (!form.get('secret')) return refuse('missing-input-secret');
      if (form.get('secret') !== secret) return refuse('invalid-input-secret');
      const token = form.get('response');
      if (!token) return refuse('missing-input-response');
      const issued = tokens.get(token);
      if (!issued) return refuse('invalid-input-response');
      if (issued.used) return refuse('timeout-or-duplicate');
      issued.used = true;
      return answer(200, {
        success: true,
        challenge_ts: new Date().toISOString(),
        hostname: 'localhost',
        'error-codes': [],
        action: issued.action,
        cdata: '',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    verifyUrl: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    secret,
    issueToken(action) {
      const token = `0.standin-${++counter}-${action}`;
      tokens.set(token, { action, used: false });
      return token;
    },
    failWith(kind) {
      failure = kind;
    },
    requests: () => [...seen],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
