import { INGEST_LIMITS, INGEST_PATH, IngestResult } from '@folio/analytics-contract';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createIngestTestApp,
  ingestUrl,
  sampleEvent,
  TEST_INGEST_SOURCE,
  type IngestTestApp,
} from './testing/index.js';

let t: IngestTestApp;
beforeAll(async () => {
  t = await createIngestTestApp();
}, 60_000);
afterAll(() => t.close());
afterEach(() => t.clear());

const post = (
  body: string | Uint8Array,
  contentType: string | null = 'application/json',
  url = ingestUrl(),
  headers: Record<string, string> = {},
) =>
  t.app.request(url, {
    method: 'POST',
    body,
    headers: { ...(contentType === null ? {} : { 'content-type': contentType }), ...headers },
  });
const ndjson = (events: unknown[]) => events.map((event) => JSON.stringify(event)).join('\n') + '\n';
const errorBody = async (response: Response) =>
  (await response.json()) as { message: string; code: string; errors?: Record<string, string[]> };

describe('POST /v0/events', () => {
  it('takes one event as a JSON body, answers 202 with the rows stored, and stores every field with its source and arrival', async () => {
    const event = sampleEvent({ user_id: 'user-7', seller_profile_id: 'profile-3' });
    const before = Date.now();
    const response = await post(JSON.stringify(event));
    expect(response.status).toBe(202);
    expect(v.parse(IngestResult, await response.json())).toEqual({ successful_rows: 1, quarantined_rows: 0 });
    const [row, ...rest] = await t.stored();
    expect(rest).toEqual([]);
    expect(row).toEqual({ ...event, data_source: TEST_INGEST_SOURCE, received_at: expect.any(String) });
    expect(Date.parse(row!.received_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(row!.received_at)).toBeLessThanOrEqual(Date.now());
  });

  it('stores the time in UTC, whatever offset the client wrote it with', async () => {
    const response = await post(JSON.stringify(sampleEvent({ timestamp: '2026-06-01T10:00:00+02:00' })));
    expect(response.status).toBe(202);
    expect((await t.stored()).map((row) => row.timestamp)).toEqual(['2026-06-01T08:00:00.000Z']);
  });

  it('takes many events as newline-delimited JSON (any of its content types, and text/plain from a beacon)', async () => {
    const events = [
      sampleEvent(),
      sampleEvent({ action: 'add_to_cart' }),
      sampleEvent({ action: 'page_change', target_type: null, target_id: null }),
    ];
    for (const type of ['application/x-ndjson', 'text/plain;charset=UTF-8']) {
      const response = await post(ndjson(events), type);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ successful_rows: 3, quarantined_rows: 0 });
    }
    expect((await t.stored()).map((row) => row.action)).toEqual([
      'order_form_view',
      'add_to_cart',
      'page_change',
      'order_form_view',
      'add_to_cart',
      'page_change',
    ]);
  });

  it('refuses an event that breaks the contract with a 422 naming the field, and stores nothing', async () => {
    const response = await post(JSON.stringify({ ...sampleEvent(), country_code: 'gb', extra: 1 }));
    expect(response.status).toBe(422);
    const body = await errorBody(response);
    expect(body.code).toBe('validation_failed');
    expect(body.errors?.['country_code']).toEqual(['The country_code must be two capital letters.']);
    const missing = await post(JSON.stringify({ ...sampleEvent(), session_id: undefined }));
    expect((await errorBody(missing)).errors).toEqual({ session_id: ['The session_id field is required.'] });
    expect(await t.stored()).toEqual([]);
  });

  it('refuses a whole newline-delimited body when one line is bad, naming the line, and stores none of it', async () => {
    const lines = ndjson([sampleEvent(), { ...sampleEvent(), timestamp: 'yesterday' }, sampleEvent()]);
    const response = await post(lines, 'application/x-ndjson');
    expect(response.status).toBe(422);
    const body = await errorBody(response);
    expect(body.errors).toEqual({ '2.timestamp': ['Line 2: The timestamp must be an ISO 8601 date and time.'] });
    expect(body.message).toBe('Line 2: The timestamp must be an ISO 8601 date and time.');

    const broken = await post(`${JSON.stringify(sampleEvent())}\n{"action":\n`, 'application/x-ndjson');
    expect(broken.status).toBe(400);
    expect(await errorBody(broken)).toEqual({ message: 'Line 2 is not valid JSON.', code: 'malformed_json' });
    expect(await t.stored()).toEqual([]);
  });

  it('answers 400 to JSON that does not parse and to bytes that are not UTF-8', async () => {
    const malformed = await post('{"action": "order_form_view",');
    expect(malformed.status).toBe(400);
    expect((await errorBody(malformed)).code).toBe('malformed_json');
    const latin1 = await post(new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    expect(await errorBody(latin1)).toEqual({
      message: 'The request body is not valid UTF-8.',
      code: 'malformed_json',
    });
    expect(await t.stored()).toEqual([]);
  });

  it('refuses a time more than a day ahead and a NUL character, which would otherwise fail a whole batch', async () => {
    const ahead = await post(
      JSON.stringify(sampleEvent({ timestamp: new Date(Date.now() + 2 * 86_400_000).toISOString() })),
    );
    expect((await errorBody(ahead)).errors).toEqual({
      timestamp: ['The timestamp must be a real time, no more than a day ahead of ours.'],
    });
    const nul = await post(JSON.stringify(sampleEvent({ pathname: '/a\u0000b' })));
    expect((await errorBody(nul)).errors).toEqual({
      pathname: ['The pathname field must not contain NUL characters.'],
    });
    expect(await t.stored()).toEqual([]);
  });

  it('refuses a missing or wrong token with 403 and another data source with 404, reading nothing', async () => {
    for (const url of [ingestUrl({ token: null }), ingestUrl({ token: 'p.guess' }), ingestUrl({ token: '' })]) {
      const response = await post(JSON.stringify(sampleEvent()), 'application/json', url);
      expect(response.status, url).toBe(403);
      expect((await errorBody(response)).code).toBe('forbidden');
    }
    const other = await post(JSON.stringify(sampleEvent()), 'application/json', ingestUrl({ name: 'other_source' }));
    expect(await errorBody(other)).toEqual({
      message: 'There is no data source named other_source.',
      code: 'not_found',
    });
    const badName = await post(JSON.stringify(sampleEvent()), 'application/json', ingestUrl({ name: 'no such/name' }));
    expect(badName.status).toBe(422);
    // The token appends and nothing else: no method reads events back.
    expect((await t.app.request(ingestUrl())).status).toBe(405);
    expect(await t.stored()).toEqual([]);
  });

  it('answers 413 to a body over the byte limit (declared or streamed) and to more events than a batch holds', async () => {
    const big = JSON.stringify(sampleEvent({ referrer: 'x'.repeat(INGEST_LIMITS.bodyBytes) }));
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect((await errorBody(declared)).code).toBe('payload_too_large');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++)
          controller.enqueue(new TextEncoder().encode('x'.repeat(INGEST_LIMITS.bodyBytes / 4)));
        controller.close();
      },
    });
    const streamed = await t.app.request(ingestUrl(), {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/x-ndjson' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const many = await post(
      ndjson(Array.from({ length: INGEST_LIMITS.batchEvents + 1 }, () => sampleEvent())),
      'application/x-ndjson',
    );
    expect(many.status).toBe(413);
    expect((await errorBody(many)).message).toBe(
      `A request holds at most ${INGEST_LIMITS.batchEvents} events; send the rest in another.`,
    );
    const exactly = await post(
      ndjson(Array.from({ length: INGEST_LIMITS.batchEvents }, () => sampleEvent())),
      'application/x-ndjson',
    );
    expect(exactly.status).toBe(202);
    expect(await t.stored()).toHaveLength(INGEST_LIMITS.batchEvents);
  });

  it('answers 415 to a form, a file or no content type', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      null,
    ]) {
      // As bytes: a string body would be given text/plain by the Request itself.
      const response = await post(new TextEncoder().encode(JSON.stringify(sampleEvent())), type);
      expect(response.status, String(type)).toBe(415);
      expect((await errorBody(response)).code).toBe('unsupported_media_type');
    }
    expect(await t.stored()).toEqual([]);
  });

  it('answers a preflight from any origin, allows the post without credentials and sets no cookie', async () => {
    const preflight = await t.app.request(INGEST_PATH, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    for (const response of [
      await post(JSON.stringify(sampleEvent()), 'application/json', ingestUrl(), {
        origin: 'https://shop.example',
        cookie: 'sess=abc',
      }),
      await post('{', 'application/json', ingestUrl(), { origin: 'https://shop.example' }),
      await post('{}', 'application/json', ingestUrl({ token: 'wrong' }), { origin: 'https://shop.example' }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 503 and keeps nothing when more events wait than the buffer holds', async () => {
    const small = await createIngestTestApp({ buffer: { maxPending: 3, flushEveryMs: 60_000 } });
    try {
      const send = (n: number) =>
        small.app.request(ingestUrl(), {
          method: 'POST',
          body: ndjson(Array.from({ length: n }, () => sampleEvent())),
          headers: { 'content-type': 'application/x-ndjson' },
        });
      expect((await send(2)).status).toBe(202);
      const full = await send(2);
      expect(full.status).toBe(503);
      expect(full.headers.get('retry-after')).toBe('1');
      expect((await errorBody(full)).code).toBe('service_unavailable');
      expect(await small.stored()).toHaveLength(2);
    } finally {
      await small.close();
    }
    // It opens a database of its own.
  }, 60_000);
});
