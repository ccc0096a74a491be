import { useId } from 'react';
import styles from './order-form-page.module.css';

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** The most one may choose; null for no limit. */
  max: number | null;
  /** What is counted, for the accessible names ("Quantity of The Quiet Orchard"). */
  label: string;
  disabled?: boolean;
}

const clamp = (n: number, max: number | null) => Math.max(1, max === null ? n : Math.min(n, Math.max(1, max)));

/**
 * Minus, the number, plus: from 1 up to `max`. The number is a native spin button, so arrow keys,
 * Page Up/Down and typing work as everywhere; the buttons are real buttons, unavailable (not
 * disabled) at the ends so the focus stays on them, and the new quantity is announced.
 */
export function QuantityStepper({ value, onChange, max, label, disabled }: QuantityStepperProps) {
  const id = useId();
  const atLeast = disabled || value <= 1;
  const atMost = disabled || (max !== null && value >= max);
  return (
    <div className={styles['stepper']} role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className={styles['stepperButton']}
        aria-label={`One fewer ${label}`}
        aria-controls={id}
        aria-disabled={atLeast || undefined}
        onClick={() => {
          if (!atLeast) onChange(clamp(value - 1, max));
        }}
      >
        −
      </button>
      <input
        id={id}
        className={styles['stepperInput']}
        type="number"
        inputMode="numeric"
        aria-label="Quantity"
        min={1}
        max={max ?? undefined}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const n = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(n)) onChange(clamp(n, max));
        }}
      />
      <button
        type="button"
        className={styles['stepperButton']}
        aria-label={`One more ${label}`}
        aria-controls={id}
        aria-disabled={atMost || undefined}
        onClick={() => {
          if (!atMost) onChange(clamp(value + 1, max));
        }}
      >
        +
      </button>
      <span className="visually-hidden" aria-live="polite">{`Quantity ${value}`}</span>
    </div>
  );
}
