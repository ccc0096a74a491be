import { blogHead, BlogIndexPage, BlogSearch, ContentPageSkeleton, postListQueryOptions } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /blog: the posts, newest first, `?page=` in the address. */
export const Route = createFileRoute('/_default/blog/')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, http }, deps }) => {
    await queryClient.ensureQueryData(postListQueryOptions(http, deps.page));
    return { head: blogHead(deps.page) };
  },
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton label="Loading posts" />,
  component: BlogRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function BlogRoute() {
  return <BlogIndexPage search={Route.useSearch()} />;
}
