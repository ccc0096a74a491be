// Public API of @folio/analytics-server: the embedded ingestion endpoint (Tinybird's Events API
// shape) with its batching buffer and tables, and the seller's order-form funnel.
export {
  analyticsEventChunks,
  analyticsFunnelDays,
  type AnalyticsEventChunkRow,
  type AnalyticsFunnelDayRow,
} from './analytics-storage.table.js';
export {
  funnelDaysOf,
  readEvents,
  writeEncodedEvents,
  writeEvents,
  type EventQuery,
  type FunnelDayRecord,
  type StoredEvent,
} from './event-chunks.js';
export { encodeEvents, type AcceptedEvent, type EncodedEvent } from './event-lines.js';
export {
  createEventBuffer,
  DEFAULT_BATCH_ROWS,
  DEFAULT_FLUSH_EVERY_MS,
  DEFAULT_MAX_PENDING,
  type EventBuffer,
  type EventBufferOptions,
} from './event-buffer.js';
export { eventsOfBody, MAX_CLOCK_AHEAD_MS } from './ingest-body.js';
export { ingestRoutes, type IngestDeps } from './ingest.routes.js';
export {
  createIngestLimits,
  INGEST_QUOTAS,
  type IngestLimiter,
  type IngestQuotas,
} from './ingest-limits.js';
export { ingestNodeFront, type IngestNodeDeps, type NodeFront } from './ingest.node.js';
export {
  funnelCounts,
  funnelRoutes,
  FunnelMessages,
  managedSellerIds,
  type FormSales,
  type FunnelDeps,
  type SellerForm,
  type SellerFormsPort,
} from './funnel.routes.js';
