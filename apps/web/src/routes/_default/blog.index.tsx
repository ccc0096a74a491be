import { blogHead, BlogIndexPage, BlogSearch, ContentPageSkeleton, postListQueryOptions } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';

/** /blog: the posts, newest first, `?page=` in the address. */
export const Route = createFileRoute('/_default/blog/')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, http }, deps }) => queryClient.ensureQueryData(postListQueryOptions(http, deps.page)),
  head: ({ match }) => blogHead(match.search.page),
  pendingComponent: () => <ContentPageSkeleton label="Loading posts" />,
  component: BlogRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function BlogRoute() {
  return <BlogIndexPage search={Route.useSearch()} />;
}
