import { tooManyRequests } from '@folio/server-kit';
import type { IngestedEvent } from './ingest-body.js';

/**
 * What the events endpoint takes, whoever holds its public token (it is in every page): enough for
 * every reader behind one address at a busy signing (a venue's shared Wi-Fi), not enough for one
 * script to write a seller's funnel or fill the disk.
 */
export const INGEST_QUOTAS = {
  /** Events one client address may send: a bucket of 600 that refills at 10 a second (600 a minute). */
  clientBurst: 600,
  clientPerSecond: 10,
  /** Events naming one order form stored per UTC day; past it they are answered as quarantined and dropped. */
  formPerDay: 20_000,
  /** Events one server stores per UTC day, whoever sends them; past it every post is a 429 until midnight UTC. */
  serverPerDay: 2_000_000,
  /** Order forms counted per UTC day; events naming a form past that many are dropped like those past a form's cap. */
  formsTrackedPerDay: 100_000,
  /** Client buckets kept; past it the full (idle) ones are forgotten. */
  clientsTracked: 50_000,
} as const;

export type IngestQuotas = { [K in keyof typeof INGEST_QUOTAS]: number };

/** The events of a post that may be stored, and how many were dropped for their form's daily cap. */
export interface Admitted {
  events: IngestedEvent[];
  quarantined: number;
}

export interface IngestLimiter {
  /** The events `client` may store now (throws a 429 with a time to retry when it may store none of them). */
  admit(client: string, events: IngestedEvent[], at: Date): Admitted;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The endpoint's quotas, kept in this process's memory (a restart starts them afresh; with several
 * API processes each keeps its own): a token bucket per client address, a count per order form and
 * UTC day, and a count for the whole server per UTC day. A post is all or nothing for the client's
 * bucket and the server's day (429, nothing stored); events past their form's daily cap are
 * dropped from an accepted post and answered as `quarantined_rows`.
 */
export function createIngestLimits(quotas: IngestQuotas = INGEST_QUOTAS): IngestLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let day = -1;
  let storedToday = 0;
  const perForm = new Map<string, number>();

  function refilled(client: string, now: number) {
    let bucket = buckets.get(client);
    if (!bucket) {
      if (buckets.size >= quotas.clientsTracked) forgetIdle(now);
      bucket = { tokens: quotas.clientBurst, at: now };
      buckets.set(client, bucket);
      return bucket;
    }
    bucket.tokens = Math.min(quotas.clientBurst, bucket.tokens + ((now - bucket.at) / 1000) * quotas.clientPerSecond);
    bucket.at = now;
    return bucket;
  }

  function forgetIdle(now: number) {
    const full = (quotas.clientBurst / quotas.clientPerSecond) * 1000;
    for (const [client, bucket] of buckets) if (now - bucket.at >= full) buckets.delete(client);
    // Still full of clients active within the last minute: forget the oldest half.
    if (buckets.size >= quotas.clientsTracked) {
      let drop = Math.floor(buckets.size / 2);
      for (const client of buckets.keys()) {
        if (drop-- <= 0) break;
        buckets.delete(client);
      }
    }
  }

  return {
    admit(client, events, at) {
      const now = at.getTime();
      const today = Math.floor(now / DAY_MS);
      if (today !== day) {
        day = today;
        storedToday = 0;
        perForm.clear();
      }
      if (storedToday + events.length > quotas.serverPerDay)
        throw tooManyRequests(
          ((today + 1) * DAY_MS - now) / 1000,
          'The events endpoint has taken all the events it stores today. Send more after midnight UTC.',
        );
      const bucket = refilled(client, now);
      if (bucket.tokens < events.length)
        throw tooManyRequests(
          (events.length - bucket.tokens) / quotas.clientPerSecond,
          'Too many events from this address. Wait a moment and send them again.',
        );
      bucket.tokens -= events.length;

      const kept: IngestedEvent[] = [];
      let quarantined = 0;
      for (const ingested of events) {
        const { target_type, target_id } = ingested.event;
        if (target_type === 'order_form' && target_id) {
          const count = perForm.get(target_id);
          const room = count === undefined ? perForm.size < quotas.formsTrackedPerDay : count < quotas.formPerDay;
          if (!room) {
            quarantined++;
            continue;
          }
          perForm.set(target_id, (count ?? 0) + 1);
        }
        kept.push(ingested);
      }
      storedToday += kept.length;
      return { events: kept, quarantined };
    },
  };
}
