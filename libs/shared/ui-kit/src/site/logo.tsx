import styles from './logo.module.css';

export interface LogoProps {
  /** `inverse` for dark surfaces such as the footer. */
  tone?: 'ink' | 'inverse';
  className?: string;
  /**
   * `narrow-mark`: on the narrowest phones (under 24rem, or under 384 px of larger text) only the
   * mark shows, so a header's buttons fit beside it at 320 px; the name stays for screen readers.
   */
  fit?: 'narrow-mark';
}

/** The Folio wordmark: an open book and the name set in the display serif. */
export function Logo({ tone = 'ink', className, fit }: LogoProps) {
  const classes = [
    styles['logo'],
    tone === 'inverse' ? styles['inverse'] : undefined,
    fit === 'narrow-mark' ? styles['narrowMark'] : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes}>
      <svg className={styles['mark']} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8.5 9c2.7-1 5.3-.7 7.5 1v14c-2.2-1.6-4.8-1.9-7.5-1z" fill="#faf6ef" />
        <path d="M23.5 9c-2.7-1-5.3-.7-7.5 1v14c2.2-1.6 4.8-1.9 7.5-1z" fill="#f1dfe4" />
        <path d="M16 10v14" stroke="currentColor" strokeWidth="0.75" />
      </svg>
      <span className={styles['wordmark']}>Folio</span>
    </span>
  );
}
