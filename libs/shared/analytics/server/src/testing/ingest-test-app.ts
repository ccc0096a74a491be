import { INGEST_PATH, type AnalyticsEvent } from '@folio/analytics-contract';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { createLogger, type responseHeaders } from '@folio/server-kit';
import type { Hono } from 'hono';
import { analyticsEventChunks, analyticsFunnelDays } from '../analytics-storage.table.js';
import { createEventBuffer, type EventBuffer, type EventBufferOptions } from '../event-buffer.js';
import { readEvents, type StoredEvent } from '../event-chunks.js';
import { ingestNodeFront, type NodeFront } from '../ingest.node.js';
import { ingestRoutes } from '../ingest.routes.js';

export const TEST_INGEST_TOKEN = 'p.test-append-token-0123456789';
export const TEST_INGEST_SOURCE = 'folio_events';

/** `/v0/events?name=…&token=…`, the test token and source unless told otherwise (null leaves one out). */
export function ingestUrl(query: { name?: string | null; token?: string | null } = {}): string {
  const params = new URLSearchParams();
  const name = query.name === undefined ? TEST_INGEST_SOURCE : query.name;
  const token = query.token === undefined ? TEST_INGEST_TOKEN : query.token;
  if (name !== null) params.set('name', name);
  if (token !== null) params.set('token', token);
  return `${INGEST_PATH}?${params}`;
}

/** An order form view as the web client sends it, at `timestamp` (now by default). */
export function sampleEvent(overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    timestamp: new Date().toISOString(),
    action: 'order_form_view',
    version: '1.0',
    session_id: 'session-1',
    seller_id: 'seller-1',
    seller_profile_id: null,
    user_id: null,
    user_uid: 'visitor-1',
    target_type: 'order_form',
    target_id: 'form-1',
    pathname: '/orderform/summer-signing',
    referrer: '',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    source: 'web',
    country_code: 'GB',
    payload: '{"href":"http://localhost/orderform/summer-signing","locale":"en-GB"}',
    ...overrides,
  };
}

export interface IngestTestApp {
  app: Hono;
  /** The same endpoint's Node front (`ingestNodeFront`), for a Node server to put in front of `app`. */
  front: NodeFront;
  database: TestDatabase;
  buffer: EventBuffer;
  /** Every stored event, in the order they arrived, after writing what the buffer holds. */
  stored(): Promise<StoredEvent[]>;
  /** Writes what the buffer holds, then deletes every stored event and funnel count. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The ingestion endpoint alone over a fresh database, as the shell mounts it (in front, no
 * session); with `headers`, the shell's headers on every answer (`responseHeaders(…)`).
 */
export async function createIngestTestApp(
  options: {
    now?: () => Date;
    buffer?: Omit<EventBufferOptions, 'db' | 'logger'>;
    headers?: ReturnType<typeof responseHeaders>;
  } = {},
): Promise<IngestTestApp> {
  const database = await createTestDatabase();
  const logger = createLogger({ level: 'silent' });
  const buffer = createEventBuffer({ db: database.db, logger, ...options.buffer });
  const deps = { source: TEST_INGEST_SOURCE, token: TEST_INGEST_TOKEN, buffer, logger, now: options.now };
  const app = ingestRoutes({ ...deps, headers: options.headers?.own });
  const front = ingestNodeFront({ ...deps, headers: options.headers?.ownOf });
  return {
    app,
    front,
    database,
    buffer,
    async stored() {
      await buffer.flush();
      return readEvents(database.db);
    },
    async clear() {
      await buffer.flush();
      await database.db.delete(analyticsEventChunks);
      await database.db.delete(analyticsFunnelDays);
    },
    async close() {
      await buffer.close();
      await database.destroy();
    },
  };
}
