import { ArticleSkeleton, BlogPostPage, postHead, postQueryOptions } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /blog/{slug}: one post; an unknown or unpublished slug is the API's 404, shown as the not-found screen. */
export const Route = createFileRoute('/_default/blog/$slug')({
  loader: ({ context: { queryClient, http }, params }) => queryClient.ensureQueryData(postQueryOptions(http, params.slug)),
  head: ({ loaderData }) => postHead(loaderData?.data),
  pendingComponent: () => <ArticleSkeleton label="Loading post" />,
  component: PostRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function PostRoute() {
  return <BlogPostPage slug={Route.useParams().slug} />;
}
