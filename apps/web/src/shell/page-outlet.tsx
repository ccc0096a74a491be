import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import styles from './shell.module.css';

/**
 * A layout's page. Whatever below it is still loading (a route chunk, a page's placeholder that
 * arrives with its chunk, a query read without its loader) suspends here, inside the layout: the
 * header, its navigation and the footer stay on screen and only the content area waits. Without
 * this boundary React hides everything up to the router's root boundary, the layout included.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<ContentPending />}>
      <Outlet />
    </Suspense>
  );
}

/** The content area while its page loads: quiet (the progress bar along the top shows the wait), holding the page's room. */
function ContentPending() {
  return <div role="status" aria-label="Loading the page" aria-busy="true" className={styles['contentPending']} />;
}
