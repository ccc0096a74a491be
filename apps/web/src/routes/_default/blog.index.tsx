import { blogHead, BlogIndexPage, BlogSearch, ContentPageSkeleton, loadPosts } from '@folio/content';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /blog: the posts, newest first, `?page=` in the address. */
export const Route = createFileRoute('/_default/blog/')({
  validateSearch: BlogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { http }, deps }) => ({
    list: await loadPosts(http, deps.page),
    head: blogHead(deps.page),
  }),
  head: headFromLoader,
  pendingComponent: () => <ContentPageSkeleton label="Loading posts" />,
  component: BlogRoute,
  // Drawn from the page data in the HTML on a first visit: no query client, no second round trip.
  staticData: { withoutQueryClient: true },
});

function BlogRoute() {
  return <BlogIndexPage search={Route.useSearch()} list={Route.useLoaderData().list} />;
}
