import {
  sellerOrderFormsQueryOptions,
  SellerStores,
  SellerStoresSkeleton,
  storesListParams,
  StoresSearch,
} from '@folio/events';
import { authorHead, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';
import { headFromLoader } from '../../route-head';

/** /author/{slug}/stores: the author's order forms, open ones by default. */
export const Route = createFileRoute('/_default/author/$slug/stores')({
  validateSearch: StoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    const [author] = await Promise.all([
      queryClient.ensureQueryData(authorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(sellerOrderFormsQueryOptions(http, 'author', params.slug, storesListParams(deps))),
    ]);
    return { head: authorHead(author.data, 'Stores'), name: author.data.name };
  },
  head: headFromLoader,
  pendingComponent: () => <SellerStoresSkeleton />,
  component: AuthorStoresRoute,
});

function AuthorStoresRoute() {
  const { slug } = Route.useParams();
  const name = Route.useLoaderData().name;
  return <SellerStores seller="author" slug={slug} name={name} search={Route.useSearch()} />;
}
