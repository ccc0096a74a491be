import { tooManyRequests, type ApiError } from '@folio/server-kit';

/** A door's words for a wait, e.g. "Too many login attempts. Please try again in 60 seconds." */
type WaitMessage = (seconds: number) => string;

/**
 * The clients a per-client limit has refused, door by door, until their wait is over: the
 * credential gate answers them from memory, so a client over its limit costs no session lookup
 * and no database statement per request. The counters in `login_throttle` stay the truth (this is
 * per process and only ever shorter-lived than they are).
 */
export function createClientRefusals({ now, maxEntries = 10_000 }: { now: () => Date; maxEntries?: number }) {
  const until = new Map<string, { end: number; message: WaitMessage }>();
  const key = (door: string, client: string) => `${door}|${client}`;

  function prune(at: number) {
    for (const [entry, { end }] of until) if (end <= at) until.delete(entry);
    // Still full of live refusals (a flood from very many clients): forget the oldest.
    for (const entry of until.keys()) {
      if (until.size < maxEntries) break;
      until.delete(entry);
    }
  }

  return {
    /** `client` is over its limit at `door` for `seconds`: the 429 to throw, remembered for the gate. */
    refuse(door: string, client: string, seconds: number, message: WaitMessage): ApiError {
      const at = now().getTime();
      if (until.size >= maxEntries) prune(at);
      until.set(key(door, client), { end: at + seconds * 1000, message });
      return tooManyRequests(seconds, message(seconds));
    },
    /** The 429 for a client still waiting at `door`, in that door's words, or null. */
    refusalFor(door: string, client: string): ApiError | null {
      const refusal = until.get(key(door, client));
      if (refusal === undefined) return null;
      const left = Math.ceil((refusal.end - now().getTime()) / 1000);
      if (left > 0) return tooManyRequests(left, refusal.message(left));
      until.delete(key(door, client));
      return null;
    },
  };
}
export type ClientRefusals = ReturnType<typeof createClientRefusals>;
