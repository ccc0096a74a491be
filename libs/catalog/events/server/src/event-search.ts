import {
  at,
  inOrder,
  rankedSearch,
  type CatalogDeps,
  type Searchable,
  type SearchSource,
} from '@folio/catalog-kit-server';
import type { EventListQuery, EventSummary } from '@folio/events-contract';
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

/** What other domains may read of events: cards by id (saved items) and lists (the home page). */
export function eventReads({ db, now = () => new Date() }: CatalogDeps) {
  const repo = eventRepo(db);
  return {
    /** A page of event cards, exactly as `GET /api/catalog/events` lists them for `query`. */
    async list(query: EventListQuery): Promise<EventSummary[]> {
      const moment = now();
      return (await repo.list(query, moment)).rows.map((row) => toEventSummary(row, moment));
    },
    async byIds(ids: readonly string[]): Promise<EventSummary[]> {
      const moment = now();
      return (await repo.summariesByIds(ids)).map((row) => toEventSummary(row, moment));
    },
  };
}

export type EventReads = ReturnType<typeof eventReads>;
