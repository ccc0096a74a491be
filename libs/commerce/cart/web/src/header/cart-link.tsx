import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Quiet } from '@folio/ui-kit';
import styles from './cart-link.module.css';

// The count needs the cart api, its schemas and the session: a chunk of its own, loaded on first
// render, so the header's own bytes are this link (quality bar F1).
const CartCount = lazy(() => import('./cart-count'));

/** The header's way to /cart, with the number of units across all the visitor's carts. */
export function CartLink() {
  return (
    <Link to="/cart" className={styles['link']}>
      <svg
        className={styles['icon']}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span className={styles['label']}>Cart</span>
      {/* The count is optional: a chunk that cannot load leaves the link without it, not the page broken. */}
      <Quiet>
        <Suspense fallback={null}>
          <CartCount />
        </Suspense>
      </Quiet>
    </Link>
  );
}
