import { ApiError } from '@folio/server-kit';
import { describe, expect, it } from 'vitest';
import type { IngestedEvent } from './ingest-body.js';
import { createIngestLimits, INGEST_QUOTAS, type IngestQuotas } from './ingest-limits.js';
import { sampleEvent } from './testing/index.js';

const at = (iso: string) => new Date(iso);
const T0 = '2026-06-15T10:00:00.000Z';
const later = (ms: number) => new Date(at(T0).getTime() + ms);

/** `n` events of the same kind, as the endpoint parsed them. */
function events(n: number, overrides: Parameters<typeof sampleEvent>[0] = {}): IngestedEvent[] {
  const event = sampleEvent(overrides);
  return Array.from({ length: n }, () => ({ event, at: at(event.timestamp) }));
}

/** The refusal `admit` threw, as a caller sees it. */
function refusal(admit: () => unknown): { status: number; retryAfter: number; message: string } {
  try {
    admit();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, retryAfter: Number(error.headers?.['Retry-After']), message: error.message };
  }
  throw new Error('admitted');
}

const quotas = (overrides: Partial<IngestQuotas>): IngestQuotas => ({ ...INGEST_QUOTAS, ...overrides });

describe('the events endpoint quotas', () => {
  it('lets one address send 600 events at once, then refuses it with a time to retry, refilling 10 a second', () => {
    const limits = createIngestLimits();
    for (let i = 0; i < 6; i++) expect(limits.admit('203.0.113.7', events(100), at(T0)).events).toHaveLength(100);
    expect(refusal(() => limits.admit('203.0.113.7', events(100), at(T0)))).toEqual({
      status: 429,
      retryAfter: 10,
      message: 'Too many events from this address. Wait a moment and send them again.',
    });
    // Nothing was taken from the bucket by the refusal: 2 s later, 20 events go in and the 21st waits.
    expect(limits.admit('203.0.113.7', events(20), later(2_000)).events).toHaveLength(20);
    expect(refusal(() => limits.admit('203.0.113.7', events(1), later(2_000))).retryAfter).toBe(1);
    // A minute later the bucket is full again.
    expect(limits.admit('203.0.113.7', events(100), later(62_000)).events).toHaveLength(100);
  });

  it('keeps each address to its own quota: a flood from one leaves the reader next door alone', () => {
    const limits = createIngestLimits();
    for (let i = 0; i < 6; i++) limits.admit('198.51.100.1', events(100), at(T0));
    expect(refusal(() => limits.admit('198.51.100.1', events(1), at(T0))).status).toBe(429);
    expect(limits.admit('198.51.100.2', events(1), at(T0)).events).toHaveLength(1);
  });

  it("stores at most a form's daily cap of events naming it, answering the rest as quarantined, afresh each UTC day", () => {
    const limits = createIngestLimits(quotas({ formPerDay: 3 }));
    const form = { target_type: 'order_form' as const, target_id: 'form-1' };
    expect(limits.admit('a', events(2, form), at(T0))).toMatchObject({ quarantined: 0 });
    const second = limits.admit('b', [...events(3, form), ...events(2, { ...form, target_id: 'form-2' })], at(T0));
    expect(second.quarantined).toBe(2);
    expect(second.events.map((e) => e.event.target_id)).toEqual(['form-1', 'form-2', 'form-2']);
    // Events naming no form are not capped by it.
    expect(limits.admit('c', events(5, { target_type: 'event', target_id: 'form-1' }), at(T0)).quarantined).toBe(0);
    expect(limits.admit('a', events(3, form), at('2026-06-16T00:00:00.000Z'))).toMatchObject({ quarantined: 0 });
  });

  it("refuses every post past the server's daily total until midnight UTC, whoever sends it", () => {
    const limits = createIngestLimits(quotas({ serverPerDay: 5 }));
    limits.admit('a', events(3), at(T0));
    expect(refusal(() => limits.admit('b', events(3), at(T0)))).toMatchObject({ status: 429, retryAfter: 14 * 3600 });
    expect(limits.admit('b', events(2), at(T0)).events).toHaveLength(2);
    expect(limits.admit('b', events(3), at('2026-06-16T00:00:01.000Z')).events).toHaveLength(3);
  });

  it('keeps a bounded number of forms and addresses in memory, whatever a flood names', () => {
    const limits = createIngestLimits(quotas({ formsTrackedPerDay: 2, clientsTracked: 2 }));
    const naming = (id: string) => events(1, { target_type: 'order_form', target_id: id });
    expect(limits.admit('a', [...naming('f1'), ...naming('f2'), ...naming('f3')], at(T0))).toMatchObject({
      quarantined: 1,
    });
    // Addresses past the bound push out others; each new one starts with a full bucket.
    const page = () => events(600, { target_type: null, target_id: null });
    for (const client of ['x', 'y', 'z']) expect(limits.admit(client, page(), at(T0)).events).toHaveLength(600);
  });
});
