/**
 * What the API's process-level reliability suites (R13, R14, R17) share: the PostgreSQL server
 * they make their throwaway databases on, their size and seed knobs (the long tier sets them:
 * tools/ci/tiers.mjs), a seeded generator and two small helpers.
 */

/** The server the suites run their API processes against (CI sets TEST_DATABASE_URL). */
export const ADMIN_URL = process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A whole-number setting from the environment, `fallback` when unset; anything else is refused by name. */
export function knob(name: string, fallback: number, { min = 0 }: { min?: number } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}".`);
  return value;
}

/** A seed: fixed by default so a run repeats; `random` draws a new one (print it, so it can be replayed). */
export function seedKnob(name: string, fallback: number): number {
  return process.env[name] === 'random' ? Math.floor(Math.random() * 2 ** 31) : knob(name, fallback);
}

/** A seeded generator (mulberry32) of numbers in [0, 1): the same seed, the same choices. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Row = Record<string, unknown>;
/** The rows of a raw `execute`, which node-postgres and PGlite shape differently. */
export const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
