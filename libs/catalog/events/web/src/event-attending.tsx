import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { layoutStyles as shared, Pagination, rangeSummary, Section } from '@folio/catalog-kit';
import type { EventDetail } from '@folio/events-contract';
import { PeopleGrid, PeopleGridItem, ReaderCard } from '@folio/people';
import { Container, EmptyState, PeopleIcon } from '@folio/ui-kit';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { eventReadersQueryOptions } from './events.queries';
import { attendingParams } from './events.params';
import type { ListingSearch } from './events-search';
import { attendanceWords } from './event-attendance';

/**
 * The attending view of an event: the readers going (or who went), a page at a time. It reads them
 * through the query client, which it waits for (the event's header draws without it).
 */
export function EventAttending({ event, search }: { event: EventDetail; search: ListingSearch }) {
  useQueryClientReady();
  const http = useHttp();
  const { data: readers } = useSuspenseQuery(eventReadersQueryOptions(http, event.slug, attendingParams(search)));
  const words = attendanceWords(event);
  return (
    <Container className={shared['pageBody']}>
      <Section title={words.readersTitle} id="event-attending">
        {readers.data.length > 0 ? (
          <>
            <p className={shared['listSummary']}>{rangeSummary(readers.meta, { one: 'reader', many: 'readers' })}</p>
            <PeopleGrid size="compact">
              {readers.data.map((reader) => (
                <PeopleGridItem key={reader.id}>
                  <ReaderCard reader={reader} />
                </PeopleGridItem>
              ))}
            </PeopleGrid>
            <Pagination meta={readers.meta} label="Attending readers pages" />
          </>
        ) : (
          <EmptyState
            title={readers.meta.total > 0 ? 'This page is past the end of the list' : 'No readers yet'}
            headingLevel={3}
            icon={<PeopleIcon />}
          >
            <p>
              {readers.meta.total > 0
                ? `${words.readers(readers.meta.total)}; go back to the first page to see them.`
                : words.past
                  ? 'No readers shared that they went to this event.'
                  : 'Be the first: preorder from an author at this event and your name appears here.'}
            </p>
          </EmptyState>
        )}
      </Section>
    </Container>
  );
}

/** For the route's loader once the query client is there: the page of readers, read before it shows. */
export async function ensureEventAttendingData(
  queryClient: QueryClient,
  http: HttpClient,
  slug: string,
  search: ListingSearch,
): Promise<void> {
  await queryClient.ensureQueryData(eventReadersQueryOptions(http, slug, attendingParams(search)));
}
