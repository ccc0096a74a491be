import { useEffect, useState } from 'react';
import styles from './top-progress-bar.module.css';

export interface TopProgressBarProps {
  /** True while something is loading. */
  active: boolean;
  /** How long `active` must last before the bar shows, so instant loads never flash it. */
  delayMs?: number;
  /** Accessible name of the progress bar. */
  label?: string;
}

export const TOP_PROGRESS_BAR_DELAY_MS = 200;

/** A thin indeterminate bar along the top of the viewport, animated in CSS only. */
export function TopProgressBar({
  active,
  delayMs = TOP_PROGRESS_BAR_DELAY_MS,
  label = 'Loading page',
}: TopProgressBarProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);

  if (!active || !shown) return null;
  return (
    <div className={styles['bar']} role="progressbar" aria-label={label} aria-valuetext="Loading">
      <span className={styles['indicator']} />
    </div>
  );
}
