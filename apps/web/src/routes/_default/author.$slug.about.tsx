import { AuthorAbout, authorHead } from '@folio/people';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const author = getRouteApi('/_default/author/$slug');

/** /author/{slug}/about: the author's longer story and links (the layout's author). */
export const Route = createFileRoute('/_default/author/$slug/about')({
  loader: async ({ parentMatchPromise }) => {
    const { loaderData } = await parentMatchPromise;
    return { head: loaderData ? authorHead(loaderData.author, 'About') : {} };
  },
  head: headFromLoader,
  component: AuthorAboutRoute,
  staticData: { withoutQueryClient: true },
});

function AuthorAboutRoute() {
  return <AuthorAbout author={author.useLoaderData().author} />;
}
