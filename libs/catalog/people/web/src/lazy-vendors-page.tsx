import type { HttpClient } from '@folio/http';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PeopleListingPageSkeleton } from './people-skeletons';
import type { VendorsSearch } from './people-search';

const load = () => import('./vendors-page');
const VendorsPage = lazy(() => load().then((module) => ({ default: module.VendorsPage })));

/**
 * The page drawn at once as its skeleton, without the query and http clients; the page itself
 * (`vendors-page.tsx`) loads with them and reads its data.
 */
export function LazyVendorsPage({ search }: { search: VendorsSearch }) {
  return (
    <Suspense fallback={<PeopleListingPageSkeleton label="Loading vendors" />}>
      <VendorsPage search={search} />
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the page's data, read before it shows. */
export async function prefetchVendorsPage(
  queryClient: QueryClient,
  http: HttpClient,
  search: VendorsSearch,
): Promise<void> {
  await (await load()).ensureVendorsPageData(queryClient, http, search);
}
