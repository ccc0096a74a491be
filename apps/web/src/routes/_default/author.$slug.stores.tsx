import { LazySellerStores, prefetchSellerStores, SellerStoresSkeleton, StoresSearch } from '@folio/events';
import { authorHead } from '@folio/people';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

const author = getRouteApi('/_default/author/$slug');

/** /author/{slug}/stores: the author's order forms, open ones by default. */
export const Route = createFileRoute('/_default/author/$slug/stores')({
  validateSearch: StoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps, parentMatchPromise }) => {
    // Once the query client is there (any visit after the first page), the order forms are read before
    // the view shows. A first visit draws the author with the list's skeleton, and the list reads them.
    const [{ loaderData }] = await Promise.all([
      parentMatchPromise,
      context.queryClient
        ? prefetchSellerStores(context.queryClient, context.http, 'author', params.slug, deps)
        : undefined,
    ]);
    return { head: loaderData ? authorHead(loaderData.author, 'Stores') : {} };
  },
  head: headFromLoader,
  pendingComponent: () => <SellerStoresSkeleton />,
  component: AuthorStoresRoute,
  staticData: { withoutQueryClient: true },
});

function AuthorStoresRoute() {
  const { slug, name } = author.useLoaderData().author;
  return <LazySellerStores seller="author" slug={slug} name={name} search={Route.useSearch()} />;
}
