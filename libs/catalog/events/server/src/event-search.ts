import {
  at,
  inOrder,
  rankedSearch,
  type CatalogDeps,
  type Searchable,
  type SearchSource,
} from '@folio/catalog-kit-server';
import type { EventSummary } from '@folio/events-contract';
import { sql } from 'drizzle-orm';
import { toEventSummary } from './event.mappers.js';
import { eventRepo } from './event.repo.js';
import { events } from './event.table.js';

const EVENTS: Searchable = {
  table: events,
  id: events.id,
  search: events.search,
  searchName: events.searchName,
  // Equal ranks: upcoming before past, soonest first.
  tieBreak: (now) => sql`(${events.endsAt} < ${at(now)}) asc, ${events.startsAt} asc`,
};

/** The events' part of the catalog search, as event cards best first (the search domain composes it). */
export function eventSearch({ db, now = () => new Date() }: CatalogDeps): SearchSource<EventSummary> {
  const repo = eventRepo(db);
  return async (q, limit) => {
    const moment = now();
    const hits = await rankedSearch(db, EVENTS, q, limit, moment);
    const rows = inOrder(hits.ids, await repo.summariesByIds(hits.ids));
    return { items: rows.map((row) => toEventSummary(row, moment)), total: hits.total, fuzzy: hits.fuzzy };
  };
}

/** What other catalog domains may read of events by id: cards (saved items) and which ids exist. */
export function eventReads({ db, now = () => new Date() }: CatalogDeps) {
  const repo = eventRepo(db);
  return {
    async byIds(ids: readonly string[]): Promise<EventSummary[]> {
      const moment = now();
      return (await repo.summariesByIds(ids)).map((row) => toEventSummary(row, moment));
    },
  };
}

export type EventReads = ReturnType<typeof eventReads>;
