import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './search-launcher.module.css';

// The panel (and the search API code behind it) loads on first use, so the header every page
// shares carries only this button, which imports nothing else of the catalog (not even its icons).
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

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
      setOpen(true);
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
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
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
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
