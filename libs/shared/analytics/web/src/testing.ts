// Public API of @folio/analytics/testing: what features' tests use to see what they tracked.
import { drainQueue, type TrackedCall } from './queue';

export interface CapturedAnalytics {
  /** Every call since `captureTracked`, in order (calls that were waiting before it are dropped). */
  readonly calls: TrackedCall[];
  /** Detaches: later calls wait in the queue again. */
  stop(): void;
}

/** Takes the place of the full client: `track` calls land in `calls` instead of being sent. */
export function captureTracked(): CapturedAnalytics {
  const calls: TrackedCall[] = [];
  let open = false;
  const stop = drainQueue((call) => {
    if (open) calls.push(call);
  });
  open = true;
  return { calls, stop };
}
