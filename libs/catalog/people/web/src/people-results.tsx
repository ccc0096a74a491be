import { layoutStyles as shared, Pagination, rangeSummary } from '@folio/catalog-kit';
import type { PaginationMeta } from '@folio/http-contract';
import { Container, EmptyState, LinkButton } from '@folio/ui-kit';
import { useId, type ReactNode } from 'react';
import { PeopleGrid, PeopleGridItem } from './person-card';

export interface PeopleResultsProps<T extends { id: string }> {
  list: { data: T[]; meta: PaginationMeta };
  /** 'author' / 'authors', used in the summary, labels and empty texts. */
  noun: { one: string; many: string; title: string };
  query: string | undefined;
  filtered: boolean;
  renderCard(item: T): ReactNode;
  icon: ReactNode;
  /** Advice shown when a filter or search found nothing. */
  filteredHint: string;
}

/** A page of people cards with its summary and pagination, or the right empty state. */
export function PeopleResults<T extends { id: string }>({
  list,
  noun,
  query,
  filtered,
  renderCard,
  icon,
  filteredHint,
}: PeopleResultsProps<T>) {
  const headingId = useId();
  return (
    <Container className={shared['pageBody']}>
      {list.data.length > 0 ? (
        // The cards' h3 sit under this hidden h2, not straight under the page's h1 (heading order).
        <section aria-labelledby={headingId} className={shared['stack']}>
          <h2 id={headingId} className="visually-hidden">
            {noun.title}
          </h2>
          <p className={shared['listSummary']} aria-live="polite">
            {rangeSummary(list.meta, { one: noun.one, many: noun.many })}
          </p>
          <PeopleGrid>
            {list.data.map((item) => (
              <PeopleGridItem key={item.id}>{renderCard(item)}</PeopleGridItem>
            ))}
          </PeopleGrid>
          <Pagination meta={list.meta} label={`${noun.title} pages`} />
        </section>
      ) : (
        <EmptyState
          title={
            list.meta.total > 0
              ? 'This page is past the end of the list'
              : query
                ? `No ${noun.many} match “${query}”`
                : `No ${noun.many} here yet`
          }
          icon={icon}
          actions={
            filtered || list.meta.total > 0 ? (
              <LinkButton to="." search={{}}>
                See all {noun.many}
              </LinkButton>
            ) : null
          }
        >
          <p>{filtered ? filteredHint : `${noun.title} appear here when they join Folio.`}</p>
        </EmptyState>
      )}
    </Container>
  );
}
