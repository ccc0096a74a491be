import { CountryCode } from '@folio/catalog-kit-contract';
import { ReaderSummary } from '@folio/people-contract';
import * as v from 'valibot';
import { EventSummary } from './event.schema.js';

/*
 * A reader's public page is the attending view seen from the reader's side: who they are (the
 * people domain's reader) and the events they go to (this domain's attendance), so it lives here.
 */

/** Most events a reader page lists inline; the rest via `GET /api/catalog/events?reader={slug}`. */
export const READER_PAGE_EVENTS = 12;

export const ReaderProfile = v.object({
  ...ReaderSummary.entries,
  about: v.string(),
  city: v.nullable(v.string()),
  country_code: v.nullable(CountryCode),
  /** Upcoming events first (soonest first), then past ones (latest first), at most READER_PAGE_EVENTS. */
  events_attending: v.array(EventSummary),
  upcoming_events_count: v.number(),
  past_events_count: v.number(),
});
export type ReaderProfile = v.InferOutput<typeof ReaderProfile>;
