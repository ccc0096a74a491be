import type { Database } from '@folio/db';
import type { Logger } from '@folio/server-kit';
import { writeEncodedEvents } from './event-chunks.js';
import { encodeEvents, type AcceptedEvent, type EncodedEvent } from './event-lines.js';

export interface EventBufferOptions {
  db: Database;
  logger: Logger;
  /** How long an accepted event waits at most before its batch is written. */
  flushEveryMs?: number;
  /** A batch this large is written at once, without waiting for the timer (one chunk each). */
  batchRows?: number;
  /** Events held at most (waiting and being written): past it, posts are refused with a 503. */
  maxPending?: number;
  /** Attempts to write a batch before its events are dropped (a database that stays down). */
  attempts?: number;
}

export const DEFAULT_FLUSH_EVERY_MS = 250;
export const DEFAULT_BATCH_ROWS = 2000;
export const DEFAULT_MAX_PENDING = 20_000;
const DEFAULT_ATTEMPTS = 3;

/**
 * Accepted events wait here and are written in batches, each one row of gzipped NDJSON and its
 * funnel counts in one statement (`writeEvents`), every `flushEveryMs` or every `batchRows`
 * events, whichever comes first, one write at a time. A post then costs its parsing and no
 * database round trip, so an analytics beacon on every page view does not weigh on the server.
 * The price: a crash loses the events not yet written (at most `flushEveryMs` of them, or what a
 * database outage held back). `close()` writes what is left, and the server calls it at shutdown
 * after the last request was answered.
 *
 * A full batch is written at once, and the writer goes on while full batches wait; what is left
 * over waits for the timer. (Writing the remainder at once too, as it did, made a steady stream
 * of posts into a stream of tiny batches, as many as arrived during the last write, each paying
 * a statement's fixed cost.)
 */
export function createEventBuffer(options: EventBufferOptions) {
  const flushEveryMs = options.flushEveryMs ?? DEFAULT_FLUSH_EVERY_MS;
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
  const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
  let waiting: EncodedEvent[] = [];
  let writing = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  /** How many of the first waiting events are due now (the timer fired, or a flush), full batch or not. */
  let due = 0;

  /** Writes full batches while they wait, and the first `due` events (their time is up) in any case. */
  async function writeBatches(): Promise<void> {
    while (waiting.length >= batchRows || (due > 0 && waiting.length > 0)) {
      const batch = waiting.slice(0, batchRows);
      waiting = waiting.slice(batch.length);
      due = Math.max(0, due - batch.length);
      writing = batch.length;
      try {
        await writeEncodedEvents(options.db, batch);
        failures = 0;
      } catch (error) {
        failures++;
        if (failures < attempts) {
          // Back in front, for the next run: a database that comes back within a few runs loses nothing.
          waiting = [...batch, ...waiting];
          options.logger.warn({ err: error, events: batch.length }, 'analytics events not written: trying again');
          return;
        }
        failures = 0;
        options.logger.error(
          { err: error, events: batch.length },
          'analytics events dropped: their batch could not be written',
        );
      } finally {
        writing = 0;
      }
    }
  }

  /** Starts the writer unless it runs; `all` makes every event waiting now due, even when it runs already. */
  function run(all: boolean): Promise<void> {
    if (all) due = waiting.length;
    running ??= writeBatches().finally(() => {
      running = undefined;
      if (waiting.length > 0 && !closed) schedule(waiting.length >= batchRows ? 0 : flushEveryMs);
    });
    return running;
  }

  function schedule(ms: number) {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void run(true);
    }, ms);
    // A timer that waits for events does not keep the process alive; `close()` writes them.
    timer.unref?.();
  }

  return {
    /** Whether `count` more events fit; when not, the endpoint answers 503 and keeps nothing. */
    hasRoom(count: number): boolean {
      return !closed && waiting.length + writing + count <= maxPending;
    },
    /** Takes events to be written with the next batch, each kept as its NDJSON line. */
    add(events: readonly AcceptedEvent[]): void {
      for (const event of encodeEvents(events)) waiting.push(event);
      if (running) return;
      // A full batch goes at once; the timer, if set, stays for what will be left over.
      if (waiting.length >= batchRows) void run(false);
      else schedule(flushEveryMs);
    },
    /** Events accepted and not yet written. */
    pending(): number {
      return waiting.length + writing;
    },
    /** Writes everything waiting now (tests, shutdown). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      while (running) await running;
      if (waiting.length > 0) await run(true);
    },
    /** Takes no more events and writes what is waiting (the server's shutdown, after the last request). */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (let attempt = 0; attempt < attempts && (running || waiting.length > 0); attempt++) {
        while (running) await running;
        if (waiting.length > 0) await run(true);
      }
    },
  };
}

export type EventBuffer = ReturnType<typeof createEventBuffer>;
