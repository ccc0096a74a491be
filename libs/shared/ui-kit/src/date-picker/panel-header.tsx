import type { ReactNode } from 'react';
import styles from './date-picker.module.css';

interface StepButton {
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** Previous, title, next. Disabled steps stay focusable (`aria-disabled`) so focus is never lost. */
export function PanelHeader({ previous, title, next }: { previous?: StepButton; title: ReactNode; next?: StepButton }) {
  return (
    <div className={styles['header']}>
      {previous ? <Step {...previous} direction="previous" /> : <span className={styles['stepSpacer']} />}
      <div className={styles['title']}>{title}</div>
      {next ? <Step {...next} direction="next" /> : <span className={styles['stepSpacer']} />}
    </div>
  );
}

function Step({ label, disabled, onClick, direction }: StepButton & { direction: 'previous' | 'next' }) {
  return (
    <button
      type="button"
      className={styles['step']}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** The title as a button that opens the panel above it (days to months, months to years). */
export function PanelSwitch({
  text,
  label,
  textId,
  onClick,
}: {
  text: string;
  label: string;
  textId?: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles['switch']} aria-label={label} onClick={onClick}>
      <span id={textId} aria-live="polite">
        {text}
      </span>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
