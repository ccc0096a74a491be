import type { HttpClient } from '@folio/http';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { SellerStoresSkeleton } from './event-skeletons';
import type { SellerStoresProps } from './seller-stores';
import type { SellerKindPath } from './stores.api';
import type { StoresSearch } from './stores-search';

const load = () => import('./seller-stores');
const SellerStores = lazy(() => load().then((module) => ({ default: module.SellerStores })));

/**
 * A seller's stores view drawn at once as its skeleton under their header; the list itself
 * (`seller-stores.tsx`) loads with the query and http clients and reads their order forms.
 */
export function LazySellerStores(props: SellerStoresProps) {
  return (
    <Suspense fallback={<SellerStoresSkeleton />}>
      <SellerStores {...props} />
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the order forms, read before the view shows. */
export async function prefetchSellerStores(
  queryClient: QueryClient,
  http: HttpClient,
  seller: SellerKindPath,
  slug: string,
  search: StoresSearch,
): Promise<void> {
  await (await load()).ensureSellerStoresData(queryClient, http, seller, slug, search);
}
