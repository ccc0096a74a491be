import { AuthorAbout, authorHead, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /author/{slug}/about: the author's longer story and links. */
export const Route = createFileRoute('/_default/author/$slug/about')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(authorQueryOptions(http, params.slug));
    return { head: authorHead(data, 'About') };
  },
  head: headFromLoader,
  component: AuthorAboutRoute,
});

function AuthorAboutRoute() {
  return <AuthorAbout slug={Route.useParams().slug} />;
}
