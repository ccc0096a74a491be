import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isCurrentNavItem, type NavItem } from './nav-item';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';
import { Container } from '../layout/container';

export interface SiteHeaderProps {
  /** Usually the logo wrapped in a link to the home page. */
  brand: ReactNode;
  navigation: readonly NavItem[];
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Controls shown at the end of the header on every width, such as a sign-in button. */
  actions?: ReactNode;
  /** The current path, to mark the matching entry with `aria-current="page"`. */
  currentPath?: string;
}

/**
 * The site header: brand, one navigation list and actions. Under 48rem the list collapses behind
 * a menu button (a disclosure): Escape or choosing an entry closes it and focus returns to the button.
 */
export function SiteHeader({ brand, navigation, navLabel = 'Primary', actions, currentPath }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header className={styles['header']}>
      <Container className={styles['inner']}>
        <div className={styles['brand']}>{brand}</div>
        <nav ref={navRef} className={styles['nav']} aria-label={navLabel}>
          <button
            ref={buttonRef}
            type="button"
            className={styles['menuButton']}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
            <span className={styles['menuLabel']}>Menu</span>
          </button>
          <ul id={listId} className={[styles['list'], open ? styles['open'] : undefined].filter(Boolean).join(' ')}>
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  className={styles['link']}
                  aria-current={isCurrentNavItem(item, currentPath) ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                />
              </li>
            ))}
          </ul>
        </nav>
        {actions ? <div className={styles['actions']}>{actions}</div> : null}
      </Container>
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles['menuIcon']} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
