import { ArticleSkeleton, BlogPostPage, loadPost, postHead } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /blog/{slug}: one post; an unknown or unpublished slug is the API's 404, shown as the not-found screen. */
export const Route = createFileRoute('/_default/blog/$slug')({
  loader: async ({ context: { http }, params }) => {
    const { data } = await loadPost(http, params.slug);
    return { post: data, head: postHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ArticleSkeleton label="Loading post" />,
  component: PostRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
});

function PostRoute() {
  return <BlogPostPage post={Route.useLoaderData().post} />;
}
