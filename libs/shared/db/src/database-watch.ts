import pg from 'pg';
import type { DatabaseConfig } from './database.js';

/**
 * Whether this process can reach its database, as of its last look: what the health probe says,
 * without a round trip of its own (probes come many times a second, and must stay cheap).
 */
export interface DatabaseWatch {
  /** False from the first failed look until the next one that gets an answer. */
  readonly up: boolean;
  stop(): Promise<void>;
}

export interface WatchOptions {
  /** Pause between looks. */
  everyMs?: number;
  /** A look that takes longer than this counts as failed. */
  timeoutMs?: number;
  /** Told when the answer changes (to log it once, not once a look). */
  onChange?(up: boolean, error?: unknown): void;
}

/**
 * Looks at the database every `everyMs` over a connection of its own, so a busy request pool
 * never makes a reachable database look down. PGlite lives in this process: it is always up.
 */
export function watchDatabase(config: DatabaseConfig, options: WatchOptions = {}): DatabaseWatch {
  if (config.kind !== 'postgres') return { up: true, stop: async () => undefined };
  const everyMs = options.everyMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 0,
  });
  // A cut connection is what this watch is for: it shows in the next look, never as a crash.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  let up = true;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let looking: Promise<void> | undefined;

  const look = async () => {
    let error: unknown;
    try {
      await pool.query('select 1');
    } catch (failed) {
      error = failed;
    }
    const now = error === undefined;
    if (now !== up) {
      up = now;
      options.onChange?.(up, error);
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      looking = look().finally(next);
    }, everyMs);
    timer.unref();
  };
  next();

  return {
    get up() {
      return up;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await looking?.catch(() => undefined);
      await pool.end();
    },
  };
}
