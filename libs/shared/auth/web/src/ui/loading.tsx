import styles from './loading.module.css';

/*
 * The waiting indicators, apart from the other primitives so that a page's pending placeholder
 * (which ships with the route tree in the entry) brings only these styles, not the whole UI sheet.
 */

export function Spinner({ small = false }: { small?: boolean }) {
  return (
    <span
      className={[styles['spinner'], small ? styles['spinnerSmall'] : undefined].filter(Boolean).join(' ')}
      aria-hidden="true"
    />
  );
}

/** A waiting state with a visible label, announced politely. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles['loading']} role="status">
      <Spinner />
      <p className={styles['loadingText']}>{label}</p>
    </div>
  );
}
