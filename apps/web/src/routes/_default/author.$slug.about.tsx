import { AuthorAbout, authorHead, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /author/{slug}/about: the author's longer story and links. */
export const Route = createFileRoute('/_default/author/$slug/about')({
  loader: ({ context: { queryClient, http }, params }) =>
    queryClient.ensureQueryData(authorQueryOptions(http, params.slug)),
  head: ({ loaderData }) => authorHead(loaderData?.data, 'About'),
  component: AuthorAboutRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function AuthorAboutRoute() {
  return <AuthorAbout slug={Route.useParams().slug} />;
}
