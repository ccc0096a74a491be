import styles from './skip-link.module.css';

export interface SkipLinkProps {
  /** The id of the main content, with its `#`. */
  href?: string;
  children?: string;
}

/** The first stop for keyboard users: jumps past the header to the page content. */
export function SkipLink({ href = '#main', children = 'Skip to content' }: SkipLinkProps) {
  return (
    <a className={styles['skip']} href={href}>
      {children}
    </a>
  );
}
