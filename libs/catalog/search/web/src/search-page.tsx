import { layoutStyles as shared, PageIntro, SearchBox } from '@folio/catalog-kit';
import { Container, EmptyState, LinkButton, SearchIcon } from '@folio/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { searchPageParams } from './search.params';
import type { SearchPageSearch } from './search-search';
import { SearchResultsSkeleton } from './search-results-skeleton';
import styles from './search.module.css';

const SearchPageResults = lazy(() =>
  import('./search-page-results').then((module) => ({ default: module.SearchPageResults })),
);

/**
 * /search?q=: every kind of result for the words, with the field to change them. The field draws
 * at once; the results load with the query and http clients (`search-page-results.tsx`).
 */
export function SearchPage({ search }: { search: SearchPageSearch }) {
  const navigate = useNavigate();
  const params = searchPageParams(search);
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
        ) : (
          <Suspense fallback={<SearchResultsSkeleton label="Searching" />}>
            <SearchPageResults params={params} />
          </Suspense>
        )}
      </Container>
    </>
  );
}
