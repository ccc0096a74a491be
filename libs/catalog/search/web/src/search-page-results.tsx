import { useHttp, useQueryClientReady } from '@folio/http/router';
import { layoutStyles as shared } from '@folio/catalog-kit';
import { EmptyState, InlineError, SearchIcon } from '@folio/ui-kit';
import { useSearchInsights } from '@folio/integrations/router';
import type { SearchResults } from '@folio/search-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type MouseEvent } from 'react';
import { searchQueryOptions } from './search.queries';
import type { SearchParams } from './search.api';
import { moveBetweenResults } from './result-navigation';
import { resultCount, SearchResultGroups } from './search-results';
import { SearchResultsSkeleton } from './search-results-skeleton';

/**
 * The results of `/search?q=` for words that are there (see `SearchPage`): loaded after the page
 * has drawn its field, with the query and http clients.
 */
export function SearchPageResults({ params }: { params: SearchParams }) {
  // The page drew without the query client; the results wait for it.
  useQueryClientReady();
  const http = useHttp();
  const resultsRef = useRef<HTMLDivElement>(null);
  const query = useQuery(searchQueryOptions(http, params));
  const results = query.data?.data;
  const showingStale = results !== undefined && results.query !== params.q && query.isFetching;
  const shown = results && results.query === params.q ? results : undefined;
  const insights = useSearchInsights();
  useEffect(() => {
    if (shown) insights.queryMade({ query: shown.query, results: shownRefs(shown) });
  }, [shown, insights]);
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[data-result]');
    const ref = link?.getAttribute('data-result')?.split(':');
    if (!shown || !ref || ref.length !== 2) return;
    const position = shownRefs(shown).findIndex((r) => r.kind === ref[0] && r.id === ref[1]) + 1;
    if (position > 0) insights.resultClicked({ query: shown.query, result: { kind: ref[0]!, id: ref[1]! }, position });
  };
  return (
    <div
      ref={resultsRef}
      onKeyDown={(event) => moveBetweenResults(event, resultsRef.current)}
      onClick={onClick}
      aria-busy={showingStale || undefined}
    >
      {query.isError && !results ? (
        <InlineError
          title="Search is not available right now."
          message="Your words are kept: try again in a moment."
          onRetry={() => void query.refetch()}
        />
      ) : !results ? (
        <SearchResultsSkeleton label="Searching" />
      ) : resultCount(results) === 0 ? (
        <EmptyState title={`No results for “${params.q}”`} icon={<SearchIcon />}>
          <p>Check the spelling, use fewer words, or search for an author’s surname or a city.</p>
        </EmptyState>
      ) : (
        <div className={shared['stack']}>
          <p className={shared['listSummary']} role="status">
            {resultCount(results)} {resultCount(results) === 1 ? 'result' : 'results'}
            {results.fuzzy ? ', including close matches for words that did not match exactly' : ''}
          </p>
          <SearchResultGroups results={results} idPrefix="search-page" layout="page" />
        </div>
      )}
    </div>
  );
}

/** The results shown, in the order the page shows them (`SearchResultGroups`): what a search-analytics service hears of. */
function shownRefs(results: SearchResults) {
  return [
    ...results.authors.map(({ id }) => ({ kind: 'author', id })),
    ...results.events.map(({ id }) => ({ kind: 'event', id })),
    ...results.vendors.map(({ id }) => ({ kind: 'vendor', id })),
    ...results.books.map(({ id }) => ({ kind: 'book', id })),
  ];
}
