import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { INGEST_LIMITS } from '@folio/analytics-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIngestTestApp, ingestUrl, sampleEvent, type IngestTestApp } from './testing/index.js';

// The endpoint under @hono/node-server on loopback, as the API serves it: there it reads a body of
// known length straight from Node's request rather than through `Request.arrayBuffer()`.
let t: IngestTestApp;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  t = await createIngestTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
afterEach(() => t.clear());

const post = (body: string | ReadableStream<Uint8Array>, contentType = 'application/json') =>
  fetch(`${origin}${ingestUrl()}`, { method: 'POST', body, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);

describe('POST /v0/events over HTTP', () => {
  it('stores one event, or a newline-delimited batch, from a body of known length', async () => {
    const one = sampleEvent();
    const answer = await post(JSON.stringify(one));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ successful_rows: 1, quarantined_rows: 0 });
    const batch = [sampleEvent({ action: 'add_to_cart' }), sampleEvent({ action: 'page_change', target_type: null, target_id: null, pathname: '/é✓' })];
    const many = await post(batch.map((event) => JSON.stringify(event)).join('\n'), 'application/x-ndjson');
    expect(await many.json()).toEqual({ successful_rows: 2, quarantined_rows: 0 });
    expect((await t.stored()).map(({ data_source: _source, received_at: _received, ...event }) => event)).toEqual([one, ...batch]);
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
  });

  it('keeps serving when a client goes away in the middle of its body, and stores nothing of it', async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${origin}${ingestUrl()}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
      req.on('error', () => resolve());
      req.write('{"timestamp":');
      setTimeout(() => req.destroy(), 50);
    });
    expect((await post(JSON.stringify(sampleEvent()))).status).toBe(202);
    expect(await t.stored()).toHaveLength(1);
  });
});
