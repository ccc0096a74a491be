import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { layoutStyles as shared, PageIntro, Pagination, rangeSummary } from '@folio/catalog-kit';
import { CalendarIcon, Container, EmptyState, LinkButton } from '@folio/ui-kit';
import { useSuspenseQueries, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { categoriesQueryOptions, collectionsQueryOptions } from './taxonomy.queries';
import { EventGrid } from './event-card';
import { eventListQueryOptions } from './events.queries';
import { EventsFilters } from './events-filters';
import { eventsListParams, hasEventFilters } from './events.params';
import type { EventsSearch } from './events-search';
import styles from './events-page.module.css';

/** What /events reads: the page of events (the reader's country first), and the categories and collections its filters offer. */
const eventsPageQueries = (http: HttpClient, search: EventsSearch, near?: string | null) =>
  [
    eventListQueryOptions(http, eventsListParams(search, near)),
    categoriesQueryOptions(http),
    collectionsQueryOptions(http),
  ] as const;

/** What the route's loader reads before the page shows, once the query client is there (`prefetchEventsPage`). */
export function ensureEventsPageData(
  queryClient: QueryClient,
  http: HttpClient,
  search: EventsSearch,
  near?: string | null,
) {
  const [events, categories, collections] = eventsPageQueries(http, search, near);
  return Promise.all([
    queryClient.ensureQueryData(events),
    queryClient.ensureQueryData(categories),
    queryClient.ensureQueryData(collections),
  ]);
}

/** A country's name in English (`GB` is the United Kingdom), or the code where the browser has no names. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /events: upcoming or past events, filtered by category, collection, format and city, a page at a
 * time; with `near` (the reader's country, as the shell guessed it) the upcoming ones there first.
 */
export function EventsPage({ search, near = null }: { search: EventsSearch; near?: string | null }) {
  // A first visit draws the route's skeleton without the query client; the page waits for it.
  useQueryClientReady();
  const http = useHttp();
  // Read together: a first visit has none of them yet.
  const [{ data: events }, { data: categories }, { data: collections }] = useSuspenseQueries({
    queries: eventsPageQueries(http, search, near),
  });
  const past = search.when === 'past';
  const nearFirst = eventsListParams(search, near).near;
  const beyondLast = events.data.length === 0 && events.meta.total > 0;

  return (
    <>
      <PageIntro
        eyebrow="Signings, launches and festivals"
        title={past ? 'Past events' : 'Upcoming events'}
        lead={
          <p>
            {past
              ? 'Look back at the signings that brought readers and authors together.'
              : 'Meet the authors you love, preorder signed copies and pick them up at their table.'}
          </p>
        }
        aside={<WhenToggle search={search} />}
      >
        <EventsFilters search={search} categories={categories.data} collections={collections.data} />
      </PageIntro>
      <Container className={shared['pageBody']}>
        {events.data.length > 0 ? (
          <section aria-labelledby="events-results" className={styles['results']}>
            <h2 id="events-results" className="visually-hidden">
              {past ? 'Past events' : 'Upcoming events'}
            </h2>
            <p className={shared['listSummary']} aria-live="polite">
              {rangeSummary(events.meta, { one: 'event', many: 'events' })}
              {nearFirst ? ` · ${countryName(nearFirst)} first` : null}
            </p>
            <EventGrid events={events.data} />
            <Pagination meta={events.meta} label="Events pages" />
          </section>
        ) : beyondLast ? (
          <EmptyState
            title="This page is past the end of the list"
            icon={<CalendarIcon />}
            actions={
              <LinkButton to="." search={(previous: EventsSearch) => ({ ...previous, page: events.meta.last_page })}>
                Go to the last page
              </LinkButton>
            }
          >
            <p>
              There are {events.meta.total} events on {events.meta.last_page} pages.
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            title={
              hasEventFilters(search)
                ? 'No events match these filters'
                : past
                  ? 'No past events yet'
                  : 'No upcoming events yet'
            }
            icon={<CalendarIcon />}
            actions={
              hasEventFilters(search) ? (
                <LinkButton to="." search={(previous: EventsSearch) => ({ when: previous.when })}>
                  Clear filters
                </LinkButton>
              ) : (
                <LinkButton to="/authors" variant="secondary">
                  Browse authors instead
                </LinkButton>
              )
            }
          >
            <p>
              {hasEventFilters(search)
                ? 'Try another category or city, or include both in-person and virtual events.'
                : 'New signings are announced every week. Follow your favourite authors to hear first.'}
            </p>
          </EmptyState>
        )}
      </Container>
    </>
  );
}

function WhenToggle({ search }: { search: EventsSearch }) {
  const past = search.when === 'past';
  return (
    <nav aria-label="Upcoming or past events" className={shared['segmented']}>
      <Link
        to="."
        search={(previous: EventsSearch) => ({ ...previous, when: undefined, page: undefined })}
        className={shared['segment']}
        aria-current={past ? undefined : 'page'}
        activeOptions={{ exact: true, includeSearch: true }}
      >
        Upcoming
      </Link>
      <Link
        to="."
        search={(previous: EventsSearch) => ({ ...previous, when: 'past', page: undefined })}
        className={shared['segment']}
        aria-current={past ? 'page' : undefined}
        activeOptions={{ exact: true, includeSearch: true }}
      >
        Past
      </Link>
    </nav>
  );
}
