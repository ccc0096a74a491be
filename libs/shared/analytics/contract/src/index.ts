// Public API of @folio/analytics-contract: the analytics event and the ingestion and funnel shapes.
export {
  ANALYTICS_EVENT_SOURCE,
  ANALYTICS_EVENT_VERSION,
  AnalyticsEvent,
  type AnalyticsContext,
  FUNNEL_ACTIONS,
  FUNNEL_PATH,
  type FunnelAction,
  FormFunnel,
  INGEST_LIMITS,
  INGEST_PATH,
  IngestQuery,
  IngestResult,
  PAGE_CHANGE_ACTION,
  SellerFunnel,
} from './analytics-event.schema.js';
