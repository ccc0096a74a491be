import type { AnalyticsContext } from '@folio/analytics-contract';

/** One `track` call as the queue keeps it: when it happened and on which page. */
export interface TrackedCall {
  action: string;
  context: AnalyticsContext | null;
  fields: Record<string, unknown>;
  /** Milliseconds since the epoch, when `track` was called. */
  at: number;
  /** The page's address when `track` was called. */
  href: string;
}

/** What the queue drains into: the full client's `record` once `startAnalytics` runs. */
export type TrackSink = (call: TrackedCall) => void;

// Calls made before the client starts; a page left before then loses them, as it would its requests.
const LIMIT = 50;
let waiting: TrackedCall[] = [];
let sink: TrackSink | undefined;

/**
 * Records an analytics event (spec section 3): `action`, where it happened, and the caller's
 * fields (they go into the payload). Until the full client has started, calls wait here in order
 * (the oldest 50); then they go straight to it. Never throws, never waits.
 */
export function track(
  action: string,
  context: AnalyticsContext | null = null,
  fields: Record<string, unknown> = {},
): void {
  const call = { action, context, fields, at: Date.now(), href: globalThis.location?.href ?? '' };
  if (sink) sink(call);
  else if (waiting.length < LIMIT) waiting.push(call);
}

/**
 * Sends every waiting call to `next`, in order, and every later one straight to it. Returns the
 * function that detaches it (calls wait again). Used by `startAnalytics` and `@folio/analytics/testing`.
 */
export function drainQueue(next: TrackSink): () => void {
  sink = next;
  const calls = waiting;
  waiting = [];
  for (const call of calls) next(call);
  return () => {
    if (sink === next) sink = undefined;
  };
}
