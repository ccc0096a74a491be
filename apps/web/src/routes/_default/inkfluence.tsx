import { CollectionPage, EventListingPageSkeleton, ListingSearch, loadCollectionPage } from '@folio/events';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /inkfluence: the themed page of the "inkfluence" collection, with its heading, copy and events. */
export const Route = createFileRoute('/_default/inkfluence')({
  validateSearch: ListingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCollectionPage(context, 'inkfluence', deps),
  head: headFromLoader,
  pendingComponent: () => <EventListingPageSkeleton label="Loading events" />,
  component: CollectionRoute,
  // Its heading and copy come with the HTML on a first visit; its events wait for the query client.
  staticData: { withoutQueryClient: true },
});

function CollectionRoute() {
  return <CollectionPage collection={Route.useLoaderData().collection} search={Route.useSearch()} />;
}
