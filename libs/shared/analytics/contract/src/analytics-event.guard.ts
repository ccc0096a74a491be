import { ISO_TIMESTAMP_REGEX } from 'valibot';
import {
  ACTION_PATTERN,
  ANALYTICS_EVENT_SOURCE,
  ANALYTICS_EVENT_VERSION,
  COUNTRY_CODE_PATTERN,
  INGEST_LIMITS,
  isJsonObjectText,
  type AnalyticsEvent,
} from './analytics-event.schema.js';

/** The fields of an `AnalyticsEvent`, all required. */
const FIELDS = 16;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isId = (value: unknown): boolean => value === null || isText(value, INGEST_LIMITS.idChars);

/**
 * The same verdict as `v.is(AnalyticsEvent, value)` on a parsed JSON value, several times faster:
 * the ingestion endpoint's hot path (an analytics beacon on every page view) asks this first and
 * the schema only for a refusal, to word its errors. The contract's tests hold both to the same
 * answer on generated events and near misses.
 */
export function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const event = value as Record<string, unknown>;
  let keys = 0;
  // Exactly the 16 fields (each is checked below): a key more is refused, as the strict schema does.
  for (const key in event) {
    if (!Object.hasOwn(event, key)) return false;
    keys++;
  }
  if (keys !== FIELDS) return false;
  const { timestamp, action, session_id, target_type, country_code, payload } = event;
  return (
    typeof timestamp === 'string' &&
    ISO_TIMESTAMP_REGEX.test(timestamp) &&
    typeof action === 'string' &&
    ACTION_PATTERN.test(action) &&
    event['version'] === ANALYTICS_EVENT_VERSION &&
    isText(session_id, INGEST_LIMITS.idChars) &&
    session_id.length > 0 &&
    isId(event['seller_id']) &&
    isId(event['seller_profile_id']) &&
    isId(event['user_id']) &&
    isId(event['user_uid']) &&
    (target_type === null || target_type === 'event' || target_type === 'order_form') &&
    isId(event['target_id']) &&
    isText(event['pathname'], INGEST_LIMITS.textChars) &&
    isText(event['referrer'], INGEST_LIMITS.textChars) &&
    isText(event['user_agent'], INGEST_LIMITS.textChars) &&
    event['source'] === ANALYTICS_EVENT_SOURCE &&
    (country_code === null || (typeof country_code === 'string' && COUNTRY_CODE_PATTERN.test(country_code))) &&
    isText(payload, INGEST_LIMITS.payloadChars) &&
    isJsonObjectText(payload)
  );
}
