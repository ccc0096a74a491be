import { CloseIcon, SearchIcon } from '@folio/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { PROMPT, SEARCHING } from './panel-texts';
import { moveBetweenResults } from './result-navigation';
import styles from './search-panel.module.css';

// The results (the search API, its schemas and the cards' formatting) load on first use; the
// dialog and its field are here, so the field exists and has focus the moment the panel opens.
export const loadPanelResults = () => import('./search-panel-results');
const SearchPanelResults = lazy(loadPanelResults);

export interface SearchPanelProps {
  onClose: () => void;
  /** What the reader typed while the panel was loading, for its field to start with. */
  initialText?: string;
}

/**
 * The header's search panel: a modal dialog with a field and live results grouped by kind. Escape
 * or the close button closes it; Enter opens the full results page; arrow keys move between results.
 * It opens and focuses its field while it is first drawn (a layout effect), so a launcher that
 * renders it synchronously (`flushSync`) in a key handler gets every key typed after that one.
 */
export function SearchPanel({ onClose, initialText = '' }: SearchPanelProps) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [text, setText] = useState(initialText);

  useLayoutEffect(() => {
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
          <h2 id={titleId} className="visually-hidden">
            Search Folio
          </h2>
          <label htmlFor={`${titleId}-q`} className="visually-hidden">
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
            <span className="visually-hidden">Close search</span>
          </button>
        </form>
        <div
          ref={resultsRef}
          className={styles['body']}
          onKeyDown={(event) => moveBetweenResults(event, resultsRef.current, inputRef.current)}
        >
          <Suspense
            fallback={
              <p className={styles['status']} role="status" aria-live="polite">
                {text.trim() === '' ? PROMPT : SEARCHING}
              </p>
            }
          >
            <SearchPanelResults text={text} idPrefix={`${titleId}-group`} onClose={onClose} />
          </Suspense>
        </div>
      </div>
    </dialog>
  );
}
