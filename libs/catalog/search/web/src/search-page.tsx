import { useHttp } from '@folio/http/router';
import { layoutStyles as shared, PageIntro, SearchBox } from '@folio/catalog-kit';
import { Container, EmptyState, InlineError, LinkButton, SearchIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { searchQueryOptions } from './search.queries';
import { searchPageParams } from './search.params';
import type { SearchPageSearch } from './search-search';
import { moveBetweenResults } from './result-navigation';
import { resultCount, SearchResultGroups } from './search-results';
import { SearchResultsSkeleton } from './search-results-skeleton';
import styles from './search.module.css';

/** /search?q=: every kind of result for the words, with the field to change them. */
export function SearchPage({ search }: { search: SearchPageSearch }) {
  const http = useHttp();
  const navigate = useNavigate();
  const resultsRef = useRef<HTMLDivElement>(null);
  const params = searchPageParams(search);
  const query = useQuery(searchQueryOptions(http, params));
  const results = params.q !== '' ? query.data?.data : undefined;
  const showingStale = results !== undefined && results.query !== params.q && query.isFetching;

  return (
    <>
      <PageIntro eyebrow="Search" title={search.q ? `Results for “${search.q}”` : 'Search Folio'}>
        <div className={styles['pageField']}>
          <SearchBox
            id="search-page-q"
            label="Search events, authors, vendors and books"
            placeholder="Try an author, a book or a city"
            value={search.q}
            onSearch={(q) => void navigate({ to: '.', search: { q }, replace: true })}
          />
        </div>
      </PageIntro>
      <Container className={shared['pageBody']}>
        <div
          ref={resultsRef}
          onKeyDown={(event) => moveBetweenResults(event, resultsRef.current)}
          aria-busy={showingStale || undefined}
        >
          {params.q === '' ? (
            <EmptyState
              title="What are you looking for?"
              icon={<SearchIcon />}
              actions={
                <>
                  <LinkButton to="/events">Browse events</LinkButton>
                  <LinkButton to="/authors" variant="secondary">
                    Browse authors
                  </LinkButton>
                </>
              }
            >
              <p>Search by author, book title, event, city or vendor. Small typos are fine.</p>
            </EmptyState>
          ) : query.isError && !results ? (
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
      </Container>
    </>
  );
}
