import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import styles from './content.module.css';

/**
 * HTML the API rendered from Markdown and sanitised (no script, handler, style or unsafe address
 * survives it: see the server's markdown.security tests). Links to the site's own pages open in
 * the app, without a page load.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    // The click handler only routes clicks on the links inside (Enter on a link is a click too).
    <div
      className={[styles['prose'], className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
