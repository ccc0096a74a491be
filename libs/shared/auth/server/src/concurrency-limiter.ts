import { ErrorCode } from '@folio/http-contract';
import { ApiError } from '@folio/server-kit';

/**
 * At most `max` tasks at once, the rest wait in order. The queue is bounded: past `maxQueue`
 * waiting tasks a call fails at once with 503, so a flood of logins costs memory for at most
 * that many and never starves the event loop or libuv's thread pool.
 */
export function createConcurrencyLimiter({ max, maxQueue }: { max: number; maxQueue: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= max) {
        if (waiting.length >= maxQueue) {
          throw new ApiError(503, ErrorCode.ServiceUnavailable, 'The service is busy. Please try again in a moment.');
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
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
