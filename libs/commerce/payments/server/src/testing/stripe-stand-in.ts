import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseForm, type FormObject } from './form-body.js';
import { standInState, stripeError, type StandInResponse, type StandInState } from './stripe-stand-in-state.js';

/** A fault the next requests meet: Stripe's 5xx, its rate limit, or a connection dropped mid-request. */
export type StandInFault = 'server_error' | 'rate_limit' | 'disconnect';

export interface StripeStandIn {
  /** `host`, `port`, `protocol` for `createStripeProvider` (and the Stripe SDK). */
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http';
  readonly secretKey: string;
  /** Every request received, in order (method, path, idempotency key, decoded body). */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; body: FormObject }[];
  readonly state: StandInState;
  /** The next `count` requests meet `fault` (before Stripe would have done anything). */
  failNext(fault: StandInFault, count?: number): void;
  close(): Promise<void>;
}

const FAULTS: Record<Exclude<StandInFault, 'disconnect'>, StandInResponse> = {
  server_error: stripeError(500, {
    type: 'api_error',
    message: 'An unknown error occurred. Please try again shortly.',
  }),
  rate_limit: stripeError(429, {
    type: 'invalid_request_error',
    code: 'rate_limit',
    message: 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
  }),
};

type Route = (state: StandInState, params: FormObject, match: RegExpExecArray) => StandInResponse;
const ROUTES: [string, RegExp, Route][] = [
  ['POST', /^\/v1\/customers$/, (s, p) => s.createCustomer(p)],
  ['GET', /^\/v1\/customers$/, (s, p) => s.listCustomers(p)],
  ['POST', /^\/v1\/payment_intents$/, (s, p) => s.createIntent(p)],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (s, p, m) => s.retrieveIntent(m[1]!, p)],
  ['POST', /^\/v1\/payment_intents\/([^/]+)\/confirm$/, (s, p, m) => s.confirmIntent(m[1]!, p)],
  ['POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (s, _p, m) => s.cancelIntent(m[1]!)],
  ['GET', /^\/v1\/payment_methods$/, (s, p) => s.listMethods(p)],
  ['POST', /^\/v1\/refunds$/, (s, p) => s.createRefund(p)],
];

function route(state: StandInState, method: string, path: string, params: FormObject): StandInResponse {
  for (const [verb, pattern, handler] of ROUTES) {
    const match = pattern.exec(path);
    if (match && verb === method) return handler(state, params, match);
  }
  return stripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

function send(res: ServerResponse, answer: StandInResponse, replayed = false) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(8).toString('hex')}`,
    'stripe-version': '2026-10-28.endive',
  };
  if (replayed) headers['idempotent-replayed'] = 'true';
  res.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
}

/**
 * A loopback stand-in of Stripe's API for the calls the adapter makes: form-encoded bodies, bearer
 * secret key, `Idempotency-Key` semantics (a replay answers the first response; other parameters
 * under the same key are an `idempotency_error`), Stripe's error JSON and statuses, and its test
 * payment methods (`pm_card_visa`, `pm_card_chargeDeclined`, `pm_card_chargeCustomerFail`, …).
 */
export async function startStripeStandIn(
  options: { secretKey?: string; now?: () => number } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const state = standInState(options.now ?? Date.now);
  const requests: StripeStandIn['requests'] = [];
  const idempotency = new Map<string, { hash: string; answer: StandInResponse }>();
  const faults: StandInFault[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await readBody(req);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const params = parseForm(text);
    requests.push({ method, path: url.pathname, idempotencyKey: key, body: params });
    const fault = faults.shift();
    if (fault === 'disconnect') return void req.socket.destroy();
    if (fault) return send(res, FAULTS[fault]);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(
        res,
        stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' }),
      );
    }
    if (method !== 'POST' || key === null) return send(res, route(state, method, url.pathname, params));
    const hash = createHash('sha256').update(`${method} ${url.pathname}\n${text}`).digest('hex');
    const earlier = idempotency.get(key);
    if (earlier && earlier.hash !== hash) {
      return send(
        res,
        stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        }),
      );
    }
    if (earlier) return send(res, earlier.answer, true);
    const answer = route(state, method, url.pathname, params);
    idempotency.set(key, { hash, answer });
    send(res, answer);
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => send(res, FAULTS.server_error)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
    secretKey,
    requests,
    state,
    failNext(fault, count = 1) {
      for (let i = 0; i < count; i++) faults.push(fault);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
