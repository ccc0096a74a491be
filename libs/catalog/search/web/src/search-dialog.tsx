import { useHttp } from '@folio/http/router';
import { ArrowRightIcon, CloseIcon, SearchIcon } from '@folio/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDebouncedValue } from './use-debounced-value';
import { searchQueryOptions } from './search.queries';
import { moveBetweenResults, resultCount, SearchResultGroups } from './search-results';
import styles from './search.module.css';

/** Typing pauses this long before the panel asks the API. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Results per group in the panel; the search page shows more. */
export const PANEL_RESULTS_PER_GROUP = 4;

export interface SearchDialogProps {
  onClose: () => void;
}

/**
 * The header's search panel: a modal dialog with a field and live results grouped by kind. Escape
 * or the close button closes it; Enter opens the full results page; arrow keys move between results.
 */
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const http = useHttp();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(searchQueryOptions(http, { q, limit: PANEL_RESULTS_PER_GROUP }));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    onClose();
    void navigate({ to: '/search', search: { q: query } });
  };

  const results = q !== '' ? search.data?.data : undefined;
  const waiting = text.trim() !== '' && (text.trim() !== q || search.isFetching);
  return (
    <dialog
      ref={dialogRef}
      className={styles['dialog']}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialogRef.current) dialogRef.current?.close();
      }}
    >
      <div className={styles['panel']}>
        <form role="search" className={styles['bar']} onSubmit={onSubmit}>
          <h2 id={titleId} className={styles['visuallyHidden']}>
            Search Folio
          </h2>
          <label htmlFor={`${titleId}-q`} className={styles['visuallyHidden']}>
            Search events, authors, vendors and books
          </label>
          <SearchIcon className={styles['barIcon']} />
          <input
            ref={inputRef}
            id={`${titleId}-q`}
            type="search"
            className={styles['barInput']}
            placeholder="Search events, authors, vendors and books"
            autoComplete="off"
            enterKeyHint="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => moveBetweenResults(event, resultsRef.current, inputRef.current)}
          />
          <button type="button" className={styles['close']} onClick={() => dialogRef.current?.close()}>
            <CloseIcon />
            <span className={styles['visuallyHidden']}>Close search</span>
          </button>
        </form>
        <div
          ref={resultsRef}
          className={styles['body']}
          onKeyDown={(event) => moveBetweenResults(event, resultsRef.current, inputRef.current)}
        >
          <p className={styles['status']} role="status" aria-live="polite">
            {statusText(text.trim(), q, results, waiting, search.isError)}
          </p>
          {search.isError && q !== '' ? (
            <p className={styles['error']}>
              Search is not available right now.{' '}
              <button type="button" className={styles['linkButton']} onClick={() => void search.refetch()}>
                Try again
              </button>
            </p>
          ) : null}
          {text.trim() === '' ? <Suggestions onOpen={onClose} /> : null}
          {results && resultCount(results) > 0 ? (
            <>
              <SearchResultGroups results={results} idPrefix={`${titleId}-group`} onOpen={onClose} />
              <Link to="/search" search={{ q }} className={styles['seeAll']} data-result="" onClick={onClose}>
                <span>See all results for “{q}”</span>
                <ArrowRightIcon />
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

function statusText(
  typed: string,
  q: string,
  results: { query: string; fuzzy: boolean } | undefined,
  waiting: boolean,
  failed: boolean,
): string {
  if (typed === '') return 'Type a name, a book title, a city or an event.';
  if (failed) return '';
  if (waiting && !results) return 'Searching…';
  if (!results) return '';
  const count = resultCount(results as Parameters<typeof resultCount>[0]);
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
