/**
 * Makes a short answer take as long as the long answer it stands beside. The long path records
 * how long it took; the short path waits until the median of the recent long durations has passed
 * since it started (a median, so one slow start or one stall does not set the pace). Used where
 * the work itself cannot be the same, such as registration with a taken address (no account,
 * session or e-mail is created), after the expensive part (the password hash) has been made
 * common to both paths.
 */
export function createTimingPad({ samples = 5, maxMs = 2_000 }: { samples?: number; maxMs?: number } = {}) {
  const recent: number[] = [];
  let next = 0;
  let typicalMs = 0;

  return {
    /** The long path took `ms`. */
    record(ms: number): void {
      recent[next] = ms;
      next = (next + 1) % samples;
      const sorted = [...recent].sort((a, b) => a - b);
      typicalMs = sorted[sorted.length >> 1] ?? 0;
    },
    /** Waits until the typical duration has passed since `startedAt` (a `performance.now()`). */
    async padFrom(startedAt: number): Promise<void> {
      const wait = Math.min(typicalMs, maxMs) - (performance.now() - startedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
    get typicalMs() {
      return typicalMs;
    },
  };
}
export type TimingPad = ReturnType<typeof createTimingPad>;
