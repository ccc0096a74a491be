import { ArticleSkeleton, BlogPostPage, postHead, postQueryOptions } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /blog/{slug}: one post; an unknown or unpublished slug is the API's 404, shown as the not-found screen. */
export const Route = createFileRoute('/_default/blog/$slug')({
  loader: async ({ context: { queryClient, http }, params }) => {
    const { data } = await queryClient.ensureQueryData(postQueryOptions(http, params.slug));
    return { head: postHead(data) };
  },
  head: headFromLoader,
  pendingComponent: () => <ArticleSkeleton label="Loading post" />,
  component: PostRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function PostRoute() {
  return <BlogPostPage slug={Route.useParams().slug} />;
}
