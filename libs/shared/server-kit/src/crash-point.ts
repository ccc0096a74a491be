import { writeSync } from 'node:fs';

/**
 * A named moment in a money path where a test may kill the process, to prove that a restart
 * loses and doubles nothing (the quality bar's R13). Code that moves money calls it once per
 * point, e.g. `deps.crash?.('placement.after-order')`; in production it is never armed (the shell
 * refuses `FOLIO_CRASH_AT` there), so every call is a no-op.
 */
export type CrashPoint = (name: string) => void;

/** The default: no point ever fires. */
export const noCrash: CrashPoint = () => undefined;

/**
 * Ends this process at once with SIGKILL: no `finally`, no shutdown, no log flush, like a power
 * cut. One line goes to stderr first, synchronously (`{"crash_point": name}`), so a test can tell
 * which point fired.
 */
export function killNow(name: string): never {
  writeSync(2, `${JSON.stringify({ crash_point: name })}\n`);
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL to oneself is delivered on the way out of the system call; should it be late, nothing
  // of the caller may run meanwhile: block this thread until it lands.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
  throw new Error(`crash point ${name}: SIGKILL was not delivered`);
}

/**
 * A crash point armed at the given names: the first time the code reaches one of them, `kill`
 * runs (`killNow` by default). Names not armed pass through.
 */
export function crashPoints(armed: Iterable<string>, kill: (name: string) => void = killNow): CrashPoint {
  const names = new Set(armed);
  if (names.size === 0) return noCrash;
  return (name) => {
    if (names.has(name)) kill(name);
  };
}
