import type { HttpClient } from '@folio/http';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PeopleListingPageSkeleton } from './people-skeletons';
import type { AuthorsSearch } from './people-search';

const load = () => import('./authors-page');
const AuthorsPage = lazy(() => load().then((module) => ({ default: module.AuthorsPage })));

/**
 * The page drawn at once as its skeleton, without the query and http clients; the page itself
 * (`authors-page.tsx`) loads with them and reads its data.
 */
export function LazyAuthorsPage({ search }: { search: AuthorsSearch }) {
  return (
    <Suspense fallback={<PeopleListingPageSkeleton label="Loading authors" />}>
      <AuthorsPage search={search} />
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the page's data, read before it shows. */
export async function prefetchAuthorsPage(
  queryClient: QueryClient,
  http: HttpClient,
  search: AuthorsSearch,
): Promise<void> {
  await (await load()).ensureAuthorsPageData(queryClient, http, search);
}
