import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs PostgreSQL in this thread, and its queue hands each statement to the next in a
 * microtask, so a backlog (a flood of logins: a session lookup and throttle writes each) runs
 * from start to end without the event loop turning once: health checks, pages and every other
 * request waited seconds. This wrapper keeps one queue of its own in front of PGlite and, when
 * something is waiting in it, lets the event loop turn before the next query or transaction.
 * An idle database pays nothing; a busy one interleaves other work between statements.
 * (PostgreSQL needs none of this: its pool talks over sockets, which yield by themselves.)
 */
export function fairPglite(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  function inTurn<T>(operation: () => Promise<T>): Promise<T> {
    const behind = tail;
    const mustYield = waiting > 0;
    waiting++;
    const run = (async () => {
      await behind;
      if (mustYield) await nextTurn();
      try {
        return await operation();
      } finally {
        waiting--;
      }
    })();
    tail = run.catch(() => undefined);
    return run;
  }

  const wrapped: Partial<Record<keyof PGlite, unknown>> = {
    query: (...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args)),
    // Statements inside a transaction go to PGlite's transaction object, which holds the queue
    // until it commits: the same single connection rule PGlite itself enforces.
    transaction: (...args: Parameters<PGlite['transaction']>) => inTurn(() => client.transaction(...args)),
  };

  return new Proxy(client, {
    get(target, property, receiver) {
      if (Object.hasOwn(wrapped, property)) return wrapped[property as keyof PGlite];
      const value: unknown = Reflect.get(target, property, receiver);
      // PGlite keeps its state in private fields, which only the real instance can read.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
