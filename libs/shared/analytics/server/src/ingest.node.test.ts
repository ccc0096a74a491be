import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { INGEST_LIMITS, INGEST_PATH } from '@folio/analytics-contract';
import { responseHeaders } from '@folio/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NodeFront } from './ingest.node.js';
import {
  createIngestTestApp,
  ingestUrl,
  sampleEvent,
  TEST_INGEST_SOURCE,
  TEST_INGEST_TOKEN,
  type IngestTestApp,
} from './testing/index.js';

// The endpoint under @hono/node-server on loopback, as the API serves it: its Node front
// (`ingestNodeFront`) answers the web client's posts and the preflight before hono, and hono the
// rest, reading a body of known length straight from Node's request. A second server without the
// front answers every request through hono alone: both must answer alike.
let t: IngestTestApp;
let fronted: ServerType;
let honoOnly: ServerType;
let origin: string;
/** What the front answered itself, by request line. */
const taken: string[] = [];

function listen(front: NodeFront | null): Promise<ServerType> {
  const frontedServer = ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer(options, (req, res) => {
      if (front?.(req, res)) taken.push(`${req.method} ${req.url}`);
      else listener(req, res);
    })) as unknown as typeof createServer;
  return new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', createServer: frontedServer }, () =>
      resolve(s),
    );
  });
}
const portOf = (server: ServerType) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  t = await createIngestTestApp({ headers: responseHeaders({ production: true }) });
  fronted = await listen(t.front);
  honoOnly = await listen(null);
  origin = `http://127.0.0.1:${portOf(fronted)}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => fronted.close(resolve));
  await new Promise((resolve) => honoOnly.close(resolve));
  await t.close();
});
afterEach(async () => {
  await t.clear();
  taken.length = 0;
});

const post = (body: string | ReadableStream<Uint8Array>, contentType = 'application/json') =>
  fetch(`${origin}${ingestUrl()}`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);

describe('POST /v0/events over HTTP', () => {
  it('stores one event, or a newline-delimited batch, from a body of known length', async () => {
    const one = sampleEvent();
    const answer = await post(JSON.stringify(one));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ successful_rows: 1, quarantined_rows: 0 });
    const batch = [
      sampleEvent({ action: 'add_to_cart' }),
      sampleEvent({ action: 'page_change', target_type: null, target_id: null, pathname: '/é✓' }),
    ];
    const many = await post(batch.map((event) => JSON.stringify(event)).join('\n'), 'application/x-ndjson');
    expect(await many.json()).toEqual({ successful_rows: 2, quarantined_rows: 0 });
    expect((await t.stored()).map(({ data_source: _source, received_at: _received, ...event }) => event)).toEqual([
      one,
      ...batch,
    ]);
    expect(taken).toHaveLength(2);
  });

  it('reads a body sent without a length (chunked) too, and refuses one over the limit either way', async () => {
    const event = new TextEncoder().encode(JSON.stringify(sampleEvent()));
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(event.subarray(0, 10));
        controller.enqueue(event.subarray(10));
        controller.close();
      },
    });
    expect((await post(chunked)).status).toBe(202);
    expect((await post('x'.repeat(INGEST_LIMITS.bodyBytes + 1))).status).toBe(413);
    expect(await t.stored()).toHaveLength(1);
    // Neither is the front's: one has no length, the other is over the limit.
    expect(taken).toEqual([]);
  });

  it('keeps serving when a client goes away in the middle of its body, and stores nothing of it', async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${origin}${ingestUrl()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': '1000' },
      });
      req.on('error', () => resolve());
      req.write('{"timestamp":');
      setTimeout(() => req.destroy(), 50);
    });
    expect((await post(JSON.stringify(sampleEvent()))).status).toBe(202);
    expect(await t.stored()).toHaveLength(1);
  });

  it('answers 503 from the front too when the buffer is full, keeping nothing', async () => {
    const small = await createIngestTestApp({ buffer: { maxPending: 3, flushEveryMs: 60_000 } });
    const server = createServer((req, res) => {
      if (!small.front(req, res)) res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const send = (n: number) =>
        fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${ingestUrl()}`, {
          method: 'POST',
          body: Array.from({ length: n }, () => JSON.stringify(sampleEvent())).join('\n'),
          headers: { 'content-type': 'application/x-ndjson' },
        });
      expect((await send(2)).status).toBe(202);
      const full = await send(2);
      expect(full.status).toBe(503);
      expect(full.headers.get('retry-after')).toBe('1');
      expect(full.headers.get('access-control-allow-origin')).toBe('*');
      expect(((await full.json()) as { code: string }).code).toBe('service_unavailable');
      expect(await small.stored()).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await small.close();
    }
  }, 60_000);
});

/** Raw requests, so that headers can be repeated and bodies be any bytes. */
interface RawRequest {
  method?: string;
  url?: string;
  type?: string | null;
  body?: string | Uint8Array | null;
  headers?: string[];
  chunked?: boolean;
  length?: number;
}
function requestBytes(
  {
    method = 'POST',
    url = ingestUrl(),
    type = 'application/json',
    body = JSON.stringify(sampleEvent()),
    headers = [],
    chunked = false,
    length,
  }: RawRequest,
  close: boolean,
): Buffer {
  const lines = [
    `${method} ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...(type === null ? [] : [`Content-Type: ${type}`]),
    ...headers,
  ];
  const bytes = body === null ? null : Buffer.from(body);
  if (chunked) lines.push('Transfer-Encoding: chunked');
  else if (bytes) lines.push(`Content-Length: ${length ?? bytes.length}`);
  if (close) lines.push('Connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  if (!bytes) return head;
  return chunked
    ? Buffer.concat([head, Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')])
    : Buffer.concat([head, bytes]);
}

/**
 * Sends requests on one connection (the last closes it) and gives back what came, each answer
 * with its header names in lower case and sorted, the date and a generated request id masked.
 */
function exchange(port: number, requests: RawRequest[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(Buffer.concat(requests.map((r, i) => requestBytes(r, i === requests.length - 1)))),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(canonical(text)));
  });
}
function canonical(text: string): string {
  return text
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .map((answer) => {
      const end = answer.indexOf('\r\n\r\n');
      const [status, ...headers] = answer.slice(0, end).split('\r\n');
      const names = headers
        .map((line) => line.replace(/^([^:]+):/, (_, name: string) => `${name.toLowerCase()}:`))
        .map((line) =>
          line
            .replace(/^date: .*/, 'date: <date>')
            .replace(
              /^x-request-id: [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
              'x-request-id: <uuid>',
            ),
        )
        .sort();
      return [status, ...names, '', answer.slice(end + 4)].join('\n');
    })
    .join('\n----\n');
}

describe('the Node front and hono', () => {
  const event = JSON.stringify(sampleEvent());
  const cases: Array<[name: string, requests: RawRequest[], front: boolean, alone?: boolean]> = [
    ['one event', [{}], true],
    ['a request id of its own', [{ headers: ['X-Request-Id: proxy-id-1'] }], true],
    ['a request id that is no such thing', [{ headers: ['X-Request-Id: not an id!'] }], true],
    ['two request ids', [{ headers: ['X-Request-Id: a', 'X-Request-Id: b'] }], true],
    ['a beacon (text/plain)', [{ type: 'text/plain;charset=UTF-8' }], true],
    ['newline-delimited JSON', [{ type: 'application/x-ndjson', body: `${event}\n\n${event}\n` }], true],
    ['one event over several lines', [{ body: JSON.stringify(sampleEvent(), null, 2) }], true],
    [
      'a time with an offset',
      [{ body: JSON.stringify(sampleEvent({ timestamp: '2026-06-01T10:00:00+02:00' })) }],
      true,
    ],
    [
      'two content types (read joined, as hono does: 415)',
      [{ type: 'application/json', headers: ['Content-Type: application/xml'] }],
      false,
    ],
    ['malformed JSON', [{ body: '{"action":' }], true],
    ['not UTF-8', [{ body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]) }], true],
    ['a broken contract', [{ body: JSON.stringify({ ...sampleEvent(), country_code: 'gb', extra: 1 }) }], true],
    ['a NUL character', [{ body: JSON.stringify(sampleEvent({ pathname: '/a\u0000b' })) }], true],
    ['a time long ago', [{ body: JSON.stringify(sampleEvent({ timestamp: '1999-01-01T00:00:00.000Z' })) }], true],
    ['no event', [{ body: '  ' }], true],
    ['an array', [{ body: '[1]' }], true],
    ['an empty body', [{ body: '' }], true],
    [
      'more events than a batch',
      [
        {
          type: 'application/x-ndjson',
          body: Array.from({ length: INGEST_LIMITS.batchEvents + 1 }, () => event).join('\n'),
        },
      ],
      true,
    ],
    [
      'the preflight',
      [
        {
          method: 'OPTIONS',
          type: null,
          body: null,
          headers: ['Origin: https://shop.example', 'Access-Control-Request-Method: POST'],
        },
      ],
      true,
    ],
    ['the preflight without a query', [{ method: 'OPTIONS', url: INGEST_PATH, type: null, body: null }], true],
    ['the token first', [{ url: `${INGEST_PATH}?token=${TEST_INGEST_TOKEN}&name=${TEST_INGEST_SOURCE}` }], false],
    ['another parameter', [{ url: `${ingestUrl()}&x=1` }], false],
    ['an encoded name', [{ url: `${INGEST_PATH}?name=folio%5Fevents&token=${TEST_INGEST_TOKEN}` }], false],
    ['a wrong token', [{ url: ingestUrl({ token: 'p.guess' }) }], false],
    ['no token', [{ url: ingestUrl({ token: null }) }], false],
    ['another data source', [{ url: ingestUrl({ name: 'other_source' }) }], false],
    ['a malformed name', [{ url: ingestUrl({ name: 'no such/name' }) }], false],
    ['a form', [{ type: 'application/x-www-form-urlencoded' }], false],
    ['no content type', [{ type: null }], false],
    // Alone: the requests after it on its connection would be read as the rest of its body.
    ['a declared length over the limit', [{ body: '', length: INGEST_LIMITS.bodyBytes + 1 }], false, true],
    ['no body', [{ body: null }], false],
    ['a chunked body', [{ chunked: true }], false],
    ['a GET', [{ method: 'GET', type: null, body: null }], false],
    ['a PUT', [{ method: 'PUT' }], false],
    ['a trailing slash', [{ url: `${INGEST_PATH}/?name=${TEST_INGEST_SOURCE}&token=${TEST_INGEST_TOKEN}` }], false],
  ];

  it.each(cases)('answer alike: %s', async (_, requests, byFront, alone = false) => {
    // Kept alive: the request, then a post the front answers, on one connection.
    const sequence = alone ? requests : [...requests, {}];
    const viaHono = await exchange(portOf(honoOnly), sequence);
    expect(taken).toEqual([]);
    const viaFront = await exchange(portOf(fronted), sequence);
    expect(viaFront).toBe(viaHono);
    expect(taken.length).toBe((byFront ? 1 : 0) + (alone ? 0 : 1));
  });

  it('puts the shell headers on what it answers, the API set and CORS', async () => {
    const answer = await exchange(portOf(fronted), [{}]);
    expect(answer).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(answer).toContain('strict-transport-security: max-age=63072000; includeSubDomains');
    expect(answer).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('referrer-policy: strict-origin-when-cross-origin');
    expect(answer).toContain('cross-origin-resource-policy: cross-origin');
    expect(answer).toContain('access-control-allow-origin: *');
    expect(answer).toContain('x-request-id: <uuid>');
    expect(answer).not.toContain('x-powered-by');
    expect(taken).toHaveLength(1);
  });
});
