import { layoutStyles as shared, Pagination, rangeSummary } from '@folio/catalog-kit';
import type { EventList } from '@folio/events-contract';
import { CalendarIcon, EmptyState, LinkButton } from '@folio/ui-kit';
import { useId, type ReactNode } from 'react';
import { EventGrid } from './event-card';

export interface EventResultsProps {
  list: EventList;
  /** The name of the list, for its hidden heading and its pagination landmark. */
  label: string;
  emptyTitle: string;
  emptyText: ReactNode;
  emptyAction?: ReactNode;
}

/** A page of events with its count and pagination, or why there are none. */
export function EventResults({ list, label, emptyTitle, emptyText, emptyAction }: EventResultsProps) {
  const headingId = useId();
  if (list.data.length === 0 && list.meta.total > 0) {
    return (
      <EmptyState
        title="This page is past the end of the list"
        icon={<CalendarIcon />}
        actions={
          <LinkButton
            to="."
            search={(previous: Record<string, unknown>) => ({ ...previous, page: list.meta.last_page })}
          >
            Go to the last page
          </LinkButton>
        }
      >
        <p>
          There are {list.meta.total} events on {list.meta.last_page} {list.meta.last_page === 1 ? 'page' : 'pages'}.
        </p>
      </EmptyState>
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState title={emptyTitle} icon={<CalendarIcon />} actions={emptyAction}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    // The cards' h3 sit under this hidden h2, not straight under the page's h1 (heading order).
    <section aria-labelledby={headingId} className={shared['stack']}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <p className={shared['listSummary']}>{rangeSummary(list.meta, { one: 'event', many: 'events' })}</p>
      <EventGrid events={list.data} />
      <Pagination meta={list.meta} label={`${label} pages`} />
    </section>
  );
}
