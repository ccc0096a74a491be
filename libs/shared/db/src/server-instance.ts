import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from './database.js';

/**
 * This server process, as other processes on the same database see it: claims and leases record
 * its `id`, and a claim of a process that is gone can be taken over at once instead of after a
 * time-out. Liveness is only ever an optimisation of *when* work left behind is taken over: what
 * a takeover re-runs must itself be safe to run twice (keys, row locks, unique indexes).
 */
export interface ServerInstance {
  readonly id: string;
  /**
   * False only when the process that took `id` is known to be gone; true while it may be running,
   * and for ids this kind of instance cannot judge (they wait for the caller's time-out).
   */
  isLive(id: string): Promise<boolean>;
  /** Lets go of this instance's liveness (at shutdown, after the last claim is answered). */
  close(): Promise<void>;
}

/**
 * PostgreSQL: each process holds a session-level advisory lock on a connection of its own for as
 * long as it runs; the server releases it when that connection ends, which a killed process's
 * connection does at once (the kernel closes its socket). Key: (namespace, random int4).
 */
const LOCK_NAMESPACE = 'folio.server-instance';
const PG_ID = /^pg\.(\d{1,10})\.[0-9a-f]{8}$/;
/** The wait before taking the lock again: doubled after each failed try, up to the last, so a database outage is not a warning a second. */
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

async function openPostgresInstance(url: string, onError: (error: unknown) => void): Promise<ServerInstance> {
  let key = 0;
  let client: pg.Client | null = null;
  let closing = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const checker = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 10_000 });
  checker.on('error', () => undefined);
  // As the main pool (see `openDatabase`): a cut during a check fails the check, not the process.
  checker.on('connect', (client) => client.on('error', () => undefined));

  /** Connects and takes the lock (a fresh key at the first start); false if the key is somebody else's. */
  async function hold(first: boolean): Promise<boolean> {
    const next = new pg.Client({ connectionString: url });
    next.on('error', onError);
    await next.connect();
    for (let tries = 0; ; tries++) {
      if (first) key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await next.query<{ held: boolean }>('select pg_try_advisory_lock(hashtext($1), $2) as held', [
        LOCK_NAMESPACE,
        key,
      ]);
      if (rows[0]?.held) break;
      if (!first || tries > 8) {
        await next.end();
        return false;
      }
    }
    client = next;
    // A lost connection (the database restarted, a network cut) loses the lock: others may then
    // take this process's claims over, which is safe; take it again as soon as the server answers.
    next.once('end', () => {
      client = null;
      if (!closing) reconnect();
    });
    return true;
  }

  function reconnect() {
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    retry = setTimeout(() => {
      const failed = (error: unknown) => {
        failures++;
        onError(error);
        if (!closing) reconnect();
      };
      hold(false).then((held) => {
        if (held) failures = 0;
        else failed(new Error('server instance: its lock is held by another session'));
      }, failed);
    }, wait);
    retry.unref();
  }

  if (!(await hold(true))) throw new Error('server instance: no free lock key');
  const id = `pg.${key}.${randomUUID().slice(0, 8)}`;
  return {
    id,
    async isLive(other) {
      if (other === id) return true;
      const match = PG_ID.exec(other);
      if (!match) return true;
      // Taken (and let go at the statement's end) only if no session holds it: then its owner is gone.
      const { rows } = await checker.query<{ free: boolean }>(
        'select pg_try_advisory_xact_lock(hashtext($1), $2) as free',
        [LOCK_NAMESPACE, Number(match[1])],
      );
      return !rows[0]?.free;
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await Promise.all([client?.end(), checker.end()]);
    },
  };
}

/**
 * PGlite: only one process can have a data folder open, so any other instance's claim was left by
 * a process that is gone.
 */
function pgliteInstance(): ServerInstance {
  const id = `pglite.${randomUUID()}`;
  return { id, isLive: async (other) => other === id, close: async () => undefined };
}

/** This process's instance on the database `config` names (open it before taking any claim). */
export async function openServerInstance(
  config: DatabaseConfig,
  options: { onError?: (error: unknown) => void } = {},
): Promise<ServerInstance> {
  if (config.kind === 'postgres') return openPostgresInstance(config.url, options.onError ?? (() => undefined));
  return pgliteInstance();
}
