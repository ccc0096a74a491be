import type { HttpClient } from '@folio/http';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EventListingPageSkeleton } from './event-skeletons';
import type { EventsSearch } from './events-search';

const load = () => import('./events-page');
const EventsPage = lazy(() => load().then((module) => ({ default: module.EventsPage })));

/** The reader's country, or the promise of it while the shell is still guessing (a first visit). */
export type NearCountry = string | null | Promise<string | null>;

/** `near` once known: the value itself, or what its promise settled to; undefined while it is pending. */
function useNearCountry(near: NearCountry): string | null | undefined {
  const pending = near instanceof Promise ? near : null;
  const [settled, setSettled] = useState<{ from: Promise<string | null>; country: string | null }>();
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const settle = (country: string | null) => live && setSettled({ from: pending, country });
    pending.then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [pending]);
  if (!pending) return near as string | null;
  return settled?.from === pending ? settled.country : undefined;
}

/**
 * The page drawn at once as its skeleton, without the query and http clients; the page itself
 * (`events-page.tsx`) loads with them and reads its data. With `near` still a promise the skeleton
 * stays until the country is known (the page's code loads meanwhile), so the list is read once, in
 * its final order, and never reorders under the reader.
 */
export function LazyEventsPage({ search, near = null }: { search: EventsSearch; near?: NearCountry }) {
  const country = useNearCountry(near);
  const skeleton = <EventListingPageSkeleton label="Loading events" />;
  useEffect(() => {
    if (country === undefined) void load().catch(() => undefined);
  }, [country]);
  return (
    <Suspense fallback={skeleton}>
      {country === undefined ? skeleton : <EventsPage search={search} near={country} />}
    </Suspense>
  );
}

/** For the route's loader once the query client is there (after a first visit): the page's data, read before it shows. */
export async function prefetchEventsPage(
  queryClient: QueryClient,
  http: HttpClient,
  search: EventsSearch,
  near?: string | null,
): Promise<void> {
  await (await load()).ensureEventsPageData(queryClient, http, search, near);
}
