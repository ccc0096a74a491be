import { useHttp } from '@folio/http/router';
import { layoutStyles as shared, PageIntro, Paragraphs } from '@folio/catalog-kit';
import { Container, LinkButton } from '@folio/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { collectionQueryOptions, listingQueryOptions } from './taxonomy.queries';
import { EventResults } from './event-results';
import { eventListQueryOptions } from './events.queries';
import { collectionEventsParams, listingEventsParams, virtualSigningsParams } from './events.params';
import type { ListingSearch } from './events-search';

const browseAll = (
  <LinkButton to="/events" variant="secondary">
    See all upcoming events
  </LinkButton>
);

export function VirtualSigningsPage({ search }: { search: ListingSearch }) {
  const http = useHttp();
  const { data: events } = useSuspenseQuery(eventListQueryOptions(http, virtualSigningsParams(search)));
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
        <EventResults
          list={events}
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
export function CollectionPage({ slug, search }: { slug: string; search: ListingSearch }) {
  const http = useHttp();
  const { data: collection } = useSuspenseQuery(collectionQueryOptions(http, slug));
  const { data: events } = useSuspenseQuery(eventListQueryOptions(http, collectionEventsParams(slug, search)));
  return (
    <>
      <PageIntro
        eyebrow={collection.data.title}
        title={collection.data.heading}
        lead={<Paragraphs text={collection.data.copy} />}
      />
      <Container className={shared['pageBody']}>
        <EventResults
          list={events}
          label={`${collection.data.title} events`}
          emptyTitle={`No ${collection.data.title} events coming up`}
          emptyText={<p>This collection has no upcoming events right now. Check back soon, or browse every event.</p>}
          emptyAction={browseAll}
        />
      </Container>
    </>
  );
}

/** `/c/{slug}/events`: the upcoming events of a category or a collection. */
export function ListingEventsPage({ slug, search }: { slug: string; search: ListingSearch }) {
  const http = useHttp();
  const { data: listing } = useSuspenseQuery(listingQueryOptions(http, slug));
  const { data: events } = useSuspenseQuery(eventListQueryOptions(http, listingEventsParams(listing.data, search)));
  const item = listing.data;
  const name = item.kind === 'category' ? item.name : item.title;
  return (
    <>
      <PageIntro
        eyebrow={item.kind === 'category' ? 'Category' : 'Collection'}
        title={item.kind === 'category' ? `${item.name} events` : item.heading}
        lead={<Paragraphs text={item.kind === 'category' ? item.description : item.copy} />}
      />
      <Container className={shared['pageBody']}>
        <EventResults
          list={events}
          label={`${name} events`}
          emptyTitle={`No upcoming ${name.toLowerCase()} events`}
          emptyText={<p>Nothing is scheduled here right now. Browse every upcoming event instead.</p>}
          emptyAction={browseAll}
        />
      </Container>
    </>
  );
}
