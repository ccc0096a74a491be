import {
  sellerOrderFormsQueryOptions,
  SellerStores,
  SellerStoresSkeleton,
  storesListParams,
  StoresSearch,
} from '@folio/events';
import { authorHead, authorQueryOptions } from '@folio/people';
import { createFileRoute } from '@tanstack/react-router';

/** /author/{slug}/stores: the author's order forms, open ones by default. */
export const Route = createFileRoute('/_default/author/$slug/stores')({
  validateSearch: StoresSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, http }, params, deps }) => {
    const [author] = await Promise.all([
      queryClient.ensureQueryData(authorQueryOptions(http, params.slug)),
      queryClient.ensureQueryData(sellerOrderFormsQueryOptions(http, 'author', params.slug, storesListParams(deps))),
    ]);
    return author;
  },
  head: ({ loaderData }) => authorHead(loaderData?.data, 'Stores'),
  pendingComponent: () => <SellerStoresSkeleton />,
  component: AuthorStoresRoute,
  codeSplitGroupings: [['loader', 'component'], ['pendingComponent']],
});

function AuthorStoresRoute() {
  const { slug } = Route.useParams();
  const name = Route.useLoaderData().data.name;
  return <SellerStores seller="author" slug={slug} name={name} search={Route.useSearch()} />;
}
