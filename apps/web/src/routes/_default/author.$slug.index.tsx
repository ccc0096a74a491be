import { authorEventsParams, AuthorUpcomingEvents, eventListQueryOptions } from '@folio/events';
import { authorHead, AuthorOverview, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /author/{slug}: bio, upcoming events (the events domain's, composed here) and books. */
export const Route = createFileRoute('/_default/author/$slug/')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const [author] = await Promise.all([
      queryClient.ensureQueryData(authorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(eventListQueryOptions(http, authorEventsParams(params.slug))),
    ]);
    return { head: authorHead(author.data) };
  },
  head: headFromLoader,
  component: AuthorOverviewRoute,
});

function AuthorOverviewRoute() {
  const { slug } = Route.useParams();
  return <AuthorOverview slug={slug} upcomingEvents={<AuthorUpcomingEvents slug={slug} />} />;
}
