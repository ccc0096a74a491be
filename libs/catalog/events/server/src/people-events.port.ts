import { at } from '@folio/catalog-kit-server';
import type { AttendeeKind, PeopleEventsPort } from '@folio/people-server';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eventAuthors, eventReaders, events, eventVendors } from './event.table.js';

interface Attendance {
  table: PgTable;
  person: AnyPgColumn;
  event: AnyPgColumn;
}

/** The attendance table of each kind of person: this domain owns all three. */
const ATTENDANCE: Record<AttendeeKind, Attendance> = {
  author: { table: eventAuthors, person: eventAuthors.authorId, event: eventAuthors.eventId },
  vendor: { table: eventVendors, person: eventVendors.vendorId, event: eventVendors.eventId },
  reader: { table: eventReaders, person: eventReaders.readerId, event: eventReaders.eventId },
};

function countEvents(kind: AttendeeKind, personId: SQL, ended: SQL): SQL<number> {
  const a = ATTENDANCE[kind];
  return sql<number>`(select count(*)::int from ${a.table} join ${events} on ${events.id} = ${a.event}
    where ${a.person} = ${personId} and ${ended})`;
}

/**
 * The people domain's view of attendance, as SQL subqueries over this domain's tables (the port
 * `PeopleEventsPort` of `@folio/people-server`); the shell passes it to the people domain.
 */
export const peopleEventsPort: PeopleEventsPort = {
  upcomingCount: (kind, personId, now) => countEvents(kind, personId, sql`${events.endsAt} >= ${at(now)}`),
  pastCount: (kind, personId, now) => countEvents(kind, personId, sql`${events.endsAt} < ${at(now)}`),
  attends(kind, personId, event) {
    const a = ATTENDANCE[kind];
    if ('id' in event)
      return sql`exists (select 1 from ${a.table} where ${a.person} = ${personId} and ${a.event} = ${event.id})`;
    return sql`exists (select 1 from ${a.table} join ${events} on ${events.id} = ${a.event}
      where ${a.person} = ${personId} and ${events.slug} = ${event.slug})`;
  },
};
