import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimingPad } from './timing-pad.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** How long `padFrom(now)` keeps its caller waiting, on the fake clock. */
async function waited(pad: ReturnType<typeof createTimingPad>): Promise<number> {
  const started = performance.now();
  let done = false;
  void pad.padFrom(started).then(() => (done = true));
  let ms = 0;
  while (!done) {
    await vi.advanceTimersByTimeAsync(1);
    ms++;
  }
  return ms;
}

describe('a timing pad', () => {
  it('waits nothing before the long path has been seen', async () => {
    expect(await waited(createTimingPad())).toBeLessThanOrEqual(1);
  });

  it('waits the median of the recent long durations, so one stall does not set the pace', async () => {
    const pad = createTimingPad({ samples: 5 });
    for (const ms of [40, 42, 5_000, 38, 41]) pad.record(ms);
    expect(pad.typicalMs).toBe(41);
    expect(await waited(pad)).toBeGreaterThanOrEqual(40);
    expect(await waited(pad)).toBeLessThanOrEqual(42);
  });

  it('forgets old durations and never waits past its cap', async () => {
    const pad = createTimingPad({ samples: 3, maxMs: 100 });
    for (const ms of [10, 10, 10, 900, 900, 900]) pad.record(ms);
    expect(pad.typicalMs).toBe(900);
    expect(await waited(pad)).toBeLessThanOrEqual(101);
  });
});
