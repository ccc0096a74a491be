/**
 * The clients a per-client limit has refused, door by door, until their wait is over: the
 * credential gate answers them from memory, so a client over its limit costs no session lookup
 * and no database statement per request. The counters in `login_throttle` stay the truth (this is
 * per process and only ever shorter-lived than they are).
 */
export function createClientRefusals({ now, maxEntries = 10_000 }: { now: () => Date; maxEntries?: number }) {
  const until = new Map<string, number>();
  const key = (door: string, client: string) => `${door}|${client}`;

  function prune(at: number) {
    for (const [entry, end] of until) if (end <= at) until.delete(entry);
    // Still full of live refusals (a flood from very many clients): forget the oldest.
    for (const entry of until.keys()) {
      if (until.size < maxEntries) break;
      until.delete(entry);
    }
  }

  return {
    /** `client` is over its limit at `door` for `seconds`. */
    remember(door: string, client: string, seconds: number): void {
      const at = now().getTime();
      if (until.size >= maxEntries) prune(at);
      until.set(key(door, client), at + seconds * 1000);
    },
    /** The whole seconds `client` must still wait at `door`, or 0. */
    waitFor(door: string, client: string): number {
      const end = until.get(key(door, client));
      if (end === undefined) return 0;
      const left = Math.ceil((end - now().getTime()) / 1000);
      if (left > 0) return left;
      until.delete(key(door, client));
      return 0;
    },
  };
}
export type ClientRefusals = ReturnType<typeof createClientRefusals>;
