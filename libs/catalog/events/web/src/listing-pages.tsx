import type { Collection, Listing } from '@folio/events-contract';
import type { HttpClient } from '@folio/http';
import { layoutStyles as shared, PageIntro, Paragraphs } from '@folio/catalog-kit';
import { Container, LinkButton } from '@folio/ui-kit';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EventGridSkeleton } from './event-skeletons';
import type { EventListParams } from './events.api';
import { collectionEventsParams, listingEventsParams, virtualSigningsParams } from './events.params';
import type { ListingSearch } from './events-search';
import type { ListingEventResultsProps } from './listing-event-results';

const loadResults = () => import('./listing-event-results');
const ListingEventResults = lazy(() => loadResults().then((module) => ({ default: module.ListingEventResults })));

/** The events of a listing page, drawn as placeholder cards until they and the query client are here. */
function LazyResults(props: ListingEventResultsProps) {
  return (
    <Suspense fallback={<EventGridSkeleton label={`Loading ${props.label}`} />}>
      <ListingEventResults {...props} />
    </Suspense>
  );
}

/** For a listing route's loader once the query client is there (after a first visit): its events, read before it shows. */
export async function prefetchListingEvents(
  queryClient: QueryClient,
  http: HttpClient,
  params: EventListParams,
): Promise<void> {
  await (await loadResults()).ensureListingEvents(queryClient, http, params);
}

const browseAll = (
  <LinkButton to="/events" variant="secondary">
    See all upcoming events
  </LinkButton>
);

export function VirtualSigningsPage({ search }: { search: ListingSearch }) {
  return (
    <>
      <PageIntro
        eyebrow="Signed from a distance"
        title="Virtual signings"
        lead={
          <p>
            Join authors live from wherever you read. Ask your question in the chat, choose your dedication and receive
            your signed copies by post.
          </p>
        }
      />
      <Container className={shared['pageBody']}>
        <LazyResults
          params={virtualSigningsParams(search)}
          label="Virtual signings"
          emptyTitle="No virtual signings scheduled"
          emptyText={
            <p>New virtual signings are announced every week. In-person events are listed on the events page.</p>
          }
          emptyAction={browseAll}
        />
      </Container>
    </>
  );
}

/** A themed page (`/besties`, `/insider`, `/inkfluence`, `/wickedly`, `/romantasy`): its heading and copy, then its events. */
export function CollectionPage({ collection, search }: { collection: Collection; search: ListingSearch }) {
  return (
    <>
      <PageIntro eyebrow={collection.title} title={collection.heading} lead={<Paragraphs text={collection.copy} />} />
      <Container className={shared['pageBody']}>
        <LazyResults
          params={collectionEventsParams(collection.slug, search)}
          label={`${collection.title} events`}
          emptyTitle={`No ${collection.title} events coming up`}
          emptyText={<p>This collection has no upcoming events right now. Check back soon, or browse every event.</p>}
          emptyAction={browseAll}
        />
      </Container>
    </>
  );
}

/** `/c/{slug}/events`: the upcoming events of a category or a collection. */
export function ListingEventsPage({ listing, search }: { listing: Listing; search: ListingSearch }) {
  const name = listing.kind === 'category' ? listing.name : listing.title;
  return (
    <>
      <PageIntro
        eyebrow={listing.kind === 'category' ? 'Category' : 'Collection'}
        title={listing.kind === 'category' ? `${listing.name} events` : listing.heading}
        lead={<Paragraphs text={listing.kind === 'category' ? listing.description : listing.copy} />}
      />
      <Container className={shared['pageBody']}>
        <LazyResults
          params={listingEventsParams(listing, search)}
          label={`${name} events`}
          emptyTitle={`No upcoming ${name.toLowerCase()} events`}
          emptyText={<p>Nothing is scheduled here right now. Browse every upcoming event instead.</p>}
          emptyAction={browseAll}
        />
      </Container>
    </>
  );
}
