import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SearchIcon } from '@folio/ui-kit';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  id: string;
  label: string;
  /** The committed text (from the address). */
  value: string | undefined;
  /** Called with the trimmed text (undefined when blank), after a pause in typing or at once on Enter. */
  onSearch: (text: string | undefined) => void;
  placeholder?: string;
  delayMs?: number;
}

/** A search field that updates the list as the visitor types, without a request per keystroke. */
export function SearchBox({ id, label, value, onSearch, placeholder = '', delayMs = 300 }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The address changed from elsewhere (a link, the back button): show what it says.
  if (seen !== value) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== (value ?? '')) onSearch(trimmed === '' ? undefined : trimmed);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit(text);
  };

  return (
    <form role="search" aria-label={label} className={styles['form']} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles['label']}>
        {label}
      </label>
      <div className={styles['field']}>
        <SearchIcon className={styles['icon']} />
        <input
          id={id}
          type="search"
          className={styles['input']}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), delayMs);
          }}
        />
      </div>
    </form>
  );
}
