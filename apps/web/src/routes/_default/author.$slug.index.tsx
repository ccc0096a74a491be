import { LazyAuthorUpcomingEvents, prefetchSellerUpcomingEvents } from '@folio/events';
import { AuthorOverview } from '@folio/people';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';

const author = getRouteApi('/_default/author/$slug');

/** /author/{slug}: bio, upcoming events (the events domain's, composed here) and books (the layout's author). */
export const Route = createFileRoute('/_default/author/$slug/')({
  loader: async ({ context, params }) => {
    // Once the query client is there (any visit after the first page), the events are read before
    // the view shows. A first visit draws the author with the events' placeholder, and the list reads them.
    if (context.queryClient)
      await prefetchSellerUpcomingEvents(context.queryClient, context.http, 'author', params.slug);
  },
  component: AuthorOverviewRoute,
  staticData: { withoutQueryClient: true },
});

function AuthorOverviewRoute() {
  const data = author.useLoaderData().author;
  return <AuthorOverview author={data} upcomingEvents={<LazyAuthorUpcomingEvents author={data} />} />;
}
