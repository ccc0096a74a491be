// Public API of @folio/analytics/testing: what features' tests use to see what they tracked.
import { drainQueue, type TrackedCall } from './queue';

export interface CapturedAnalytics {
  /** Every call, in order, since `captureTracked` (including those waiting before it). */
  readonly calls: TrackedCall[];
  /** Detaches: later calls wait in the queue again. */
  stop(): void;
}

/** Takes the place of the full client: `track` calls land in `calls` instead of being sent. */
export function captureTracked(): CapturedAnalytics {
  const calls: TrackedCall[] = [];
  const stop = drainQueue((call) => calls.push(call));
  return { calls, stop };
}
