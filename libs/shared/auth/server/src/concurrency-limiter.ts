import { serviceBusy } from '@folio/server-kit';

/** The longest wait a busy answer asks for: past it, the estimate says more about the flood than the wait. */
const MAX_RETRY_AFTER_SECONDS = 30;

/**
 * At most `max` tasks at once, the rest wait in order. The queue is bounded: past `maxQueue`
 * waiting tasks a call fails at once with 503 and a `Retry-After` estimated from the queue and
 * the recent task time, so a flood costs memory for at most that many and never starves the
 * event loop or libuv's thread pool.
 */
export function createConcurrencyLimiter({ max, maxQueue }: { max: number; maxQueue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];
  /** A moving average of how long a task takes, for the wait a refused caller is told. */
  let averageMs = 50;

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  /** Seconds until the queue in front of a new caller has drained, at the recent pace. */
  const drainSeconds = () =>
    Math.min(MAX_RETRY_AFTER_SECONDS, Math.ceil(((waiting.length + running) * averageMs) / max / 1000));

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) {
        if (waiting.length >= maxQueue) throw serviceBusy(drainSeconds());
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      const started = performance.now();
      try {
        return await task();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
export type ConcurrencyLimiter = ReturnType<typeof createConcurrencyLimiter>;
