import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { loadPanelResults, SearchPanel } from './search-panel';
import styles from './search-launcher.module.css';

// The header every page shares carries this button and the panel's frame (a dialog and its
// field); the results, with the search API code and the cards' formatting, load on first use.

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The header's search button; `/` or Ctrl/⌘+K opens it from anywhere. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !typingInField(event.target)) ||
        (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      // Drawn now, not after this key's event: the panel focuses its field while it is drawn, so
      // the very next key lands in it however fast the reader types.
      flushSync(() => setOpen(true));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles['button']}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanelResults()}
        onFocus={() => void loadPanelResults()}
      >
        <svg
          className={styles['icon']}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="10.5" cy="10.5" r="6" />
          <path d="M15 15l5 5" />
        </svg>
        <span className={styles['label']}>Search</span>
        <kbd className={styles['kbd']} aria-hidden="true">
          /
        </kbd>
      </button>
      {open ? <SearchPanel onClose={close} /> : null}
    </>
  );
}
