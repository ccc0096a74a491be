import { useHttp, useQueryClientReady } from '@folio/http/router';
import type { SearchResults } from '@folio/search-contract';
import { ArrowRightIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDebouncedValue } from './use-debounced-value';
import { searchQueryOptions } from './search.queries';
import { PROMPT, SEARCHING } from './panel-texts';
import { resultCount, SearchResultGroups } from './search-results';
import panelStyles from './search-panel.module.css';
import styles from './search.module.css';

/** Typing pauses this long before the panel asks the API. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Results per group in the panel; the search page shows more. */
export const PANEL_RESULTS_PER_GROUP = 4;

export interface SearchPanelResultsProps {
  /** What is in the panel's field now. */
  text: string;
  /** Prefix of the groups' heading ids. */
  idPrefix: string;
  /** Closes the panel (a result or a suggestion was opened). */
  onClose: () => void;
}

/**
 * The live part of the header's search panel: once typing pauses, the top results of each kind,
 * how many there are in all (the same count as the full page's), and the way to the full page.
 */
export default function SearchPanelResults({ text, idPrefix, onClose }: SearchPanelResultsProps) {
  useQueryClientReady();
  const http = useHttp();
  const typed = text.trim();
  // Words typed before this part loaded wait for the pause like any others.
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, '');
  const search = useQuery(searchQueryOptions(http, { q, limit: PANEL_RESULTS_PER_GROUP }));
  const results = q !== '' ? search.data?.data : undefined;
  const waiting = typed !== '' && (typed !== q || search.isFetching);
  return (
    <>
      <p className={panelStyles['status']} role="status" aria-live="polite">
        {statusText(typed, q, results, waiting, search.isError)}
      </p>
      {search.isError && q !== '' ? (
        <p className={styles['error']}>
          Search is not available right now.{' '}
          <button type="button" className={styles['linkButton']} onClick={() => void search.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {typed === '' ? <Suggestions onOpen={onClose} /> : null}
      {results && resultCount(results) > 0 ? (
        <>
          <SearchResultGroups results={results} idPrefix={idPrefix} onOpen={onClose} />
          <Link to="/search" search={{ q }} className={styles['seeAll']} data-result="" onClick={onClose}>
            <span>See all results for “{q}”</span>
            <ArrowRightIcon />
          </Link>
        </>
      ) : null}
    </>
  );
}

function statusText(
  typed: string,
  q: string,
  results: SearchResults | undefined,
  waiting: boolean,
  failed: boolean,
): string {
  if (typed === '') return PROMPT;
  if (failed) return '';
  if (waiting && !results) return SEARCHING;
  if (!results) return '';
  const count = resultCount(results);
  if (count === 0) return `No results for “${q}”. Check the spelling or try fewer words.`;
  const found = `${count} ${count === 1 ? 'result' : 'results'} for “${q}”`;
  return results.fuzzy ? `${found}, including close matches.` : `${found}.`;
}

function Suggestions({ onOpen }: { onOpen: () => void }) {
  return (
    <nav aria-label="Browse" className={styles['suggestions']}>
      <Link to="/events" className={styles['suggestion']} data-result="" onClick={onOpen}>
        Upcoming events
      </Link>
      <Link to="/authors" className={styles['suggestion']} data-result="" onClick={onOpen}>
        Authors
      </Link>
      <Link to="/vendors" className={styles['suggestion']} data-result="" onClick={onOpen}>
        Vendors
      </Link>
      <Link to="/virtual-signings" className={styles['suggestion']} data-result="" onClick={onOpen}>
        Virtual signings
      </Link>
    </nav>
  );
}
