import {
  authorEventsParams,
  authorHead,
  AuthorOverview,
  authorQueryOptions,
  eventListQueryOptions,
} from '@folio/catalog';
import { createFileRoute } from '@tanstack/react-router';

/** /author/{slug}: bio, upcoming events and books. */
export const Route = createFileRoute('/_default/author/$slug/')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const [author] = await Promise.all([
      queryClient.ensureQueryData(authorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(eventListQueryOptions(http, authorEventsParams(params.slug))),
    ]);
    return author;
  },
  head: ({ loaderData }) => authorHead(loaderData?.data),
  component: AuthorOverviewRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function AuthorOverviewRoute() {
  return <AuthorOverview slug={Route.useParams().slug} />;
}
