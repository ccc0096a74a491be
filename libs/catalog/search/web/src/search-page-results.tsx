import { useHttp, useQueryClientReady } from '@folio/http/router';
import { layoutStyles as shared } from '@folio/catalog-kit';
import { EmptyState, InlineError, SearchIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
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
  return (
    <div ref={resultsRef} onKeyDown={(event) => moveBetweenResults(event, resultsRef.current)} aria-busy={showingStale || undefined}>
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
