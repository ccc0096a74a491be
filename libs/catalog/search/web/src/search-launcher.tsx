import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchPanel } from './search-panel';
import styles from './search-launcher.module.css';

// The header every page shares carries this button only: the panel (its dialog and field) loads
// when the reader points at the button, focuses it or opens the search, and the results (the
// search API code and the cards' formatting) with it. Keys typed after the shortcut while the
// panel is still on its way are kept and handed to its field.
let loadedPanel: typeof SearchPanel | undefined;
const loadPanel = () =>
  import('./search-panel').then((module) => {
    loadedPanel = module.SearchPanel;
    return module;
  });

function preloadPanel() {
  loadPanel()
    .then(({ loadPanelResults }) => loadPanelResults())
    .catch(() => undefined);
}

/** A key typed ahead of the field: printable, without a shortcut modifier. */
const isTypedText = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The header's search button; `/` or Ctrl/⌘+K opens it from anywhere. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState(() => loadedPanel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** What was typed since the search opened, while its panel has not drawn its field yet. */
  const typedAhead = useRef<string | undefined>(undefined);
  const [typedText, setTypedText] = useState('');

  const close = () => {
    typedAhead.current = undefined;
    setOpen(false);
    buttonRef.current?.focus();
  };

  const openPanel = useCallback(() => {
    if (!loadedPanel) {
      typedAhead.current = '';
      loadPanel().then(
        ({ SearchPanel }) => {
          // Closed (Escape) before it came: it opens empty next time.
          if (typedAhead.current === undefined) return;
          setTypedText(typedAhead.current);
          typedAhead.current = undefined;
          setPanel(() => SearchPanel);
        },
        // Not there (offline): the search stays closed, and the next try loads it again.
        () => {
          typedAhead.current = undefined;
          setOpen(false);
        },
      );
    }
    // Drawn now, not after this key's event: a loaded panel focuses its field while it is drawn,
    // so the very next key lands in it however fast the reader types.
    flushSync(() => {
      setTypedText('');
      setPanel(() => loadedPanel);
      setOpen(true);
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (typedAhead.current !== undefined && !event.defaultPrevented) {
        if (event.key === 'Escape') typedAhead.current = undefined;
        else if (event.key === 'Backspace') typedAhead.current = typedAhead.current.slice(0, -1);
        else if (isTypedText(event)) typedAhead.current += event.key;
        else return;
        event.preventDefault();
        if (typedAhead.current === undefined) setOpen(false);
        return;
      }
      const shortcut =
        (event.key === '/' && !typingInField(event.target)) ||
        (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      openPanel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openPanel]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles['button']}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={openPanel}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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
      {open && Panel ? <Panel onClose={close} initialText={typedText} /> : null}
    </>
  );
}
