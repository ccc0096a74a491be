// Test helpers of @folio/analytics-server, imported as '@folio/analytics-server/testing'.
export {
  createIngestTestApp,
  ingestUrl,
  sampleEvent,
  TEST_INGEST_SOURCE,
  TEST_INGEST_TOKEN,
  type IngestTestApp,
} from './ingest-test-app.js';
export { createFunnelTestApp, sellerFormsStandIn, type StandInSeller } from './funnel-test-app.js';
