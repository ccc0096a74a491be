import { Section } from '@folio/catalog-kit';
import type { HttpClient } from '@folio/http';
import type { AuthorProfile, VendorProfile } from '@folio/people-contract';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { EventGridSkeleton } from './event-skeletons';
import type { SellerKindPath } from './stores.api';

const load = () => import('./seller-upcoming-events');
const AuthorUpcomingEvents = lazy(() => load().then((module) => ({ default: module.AuthorUpcomingEvents })));
const VendorUpcomingEvents = lazy(() => load().then((module) => ({ default: module.VendorUpcomingEvents })));

/**
 * An author's upcoming events, drawn at once as their placeholder in the overview; the list itself
 * (`seller-upcoming-events.tsx`) loads with the query and http clients and reads the events.
 */
export function LazyAuthorUpcomingEvents({ author }: { author: Pick<AuthorProfile, 'slug' | 'name'> }) {
  return (
    <Suspense fallback={<UpcomingEventsSkeleton id="author-events" />}>
      <AuthorUpcomingEvents author={author} />
    </Suspense>
  );
}

/** A vendor's upcoming events the same way. */
export function LazyVendorUpcomingEvents({ vendor }: { vendor: Pick<VendorProfile, 'slug' | 'name'> }) {
  return (
    <Suspense fallback={<UpcomingEventsSkeleton id="vendor-events" />}>
      <VendorUpcomingEvents vendor={vendor} />
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the events, read before the overview shows. */
export async function prefetchSellerUpcomingEvents(
  queryClient: QueryClient,
  http: HttpClient,
  seller: SellerKindPath,
  slug: string,
): Promise<void> {
  await (await load()).ensureSellerUpcomingEventsData(queryClient, http, seller, slug);
}

/** The section with a row of placeholder event cards where the events will be. */
function UpcomingEventsSkeleton({ id }: { id: string }) {
  return (
    <Section title="Upcoming events" id={id}>
      <EventGridSkeleton label="Loading upcoming events" count={4} />
    </Section>
  );
}
