import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './date-picker.module.css';

export interface Choice {
  key: string;
  text: string;
  label: string;
  current: boolean;
  disabled: boolean;
}

interface ChoiceGridProps {
  label: string;
  choices: readonly Choice[];
  columns: number;
  active: number;
  onMove: (index: number) => void;
  onChoose: (index: number) => void;
}

/**
 * Months or years as a grid of buttons with one tab stop: arrows move by one and by a row,
 * Home and End go to the first and last, Enter or Space chooses.
 */
export function ChoiceGrid({ label, choices, columns, active, onMove, onChoose }: ChoiceGridProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const focusNext = useRef(true);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    buttons.current[active]?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = choices.length - 1;
    const steps: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      ArrowUp: active - columns,
      ArrowDown: active + columns,
      Home: 0,
      End: last,
    };
    const target = steps[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (target < 0 || target > last || target === active) return;
    focusNext.current = true;
    onMove(target);
  };

  return (
    <div role="group" aria-label={label} className={styles['choices']} data-columns={columns} onKeyDown={onKeyDown}>
      {choices.map((choice, index) => (
        <button
          key={choice.key}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          className={styles['choice']}
          tabIndex={index === active ? 0 : -1}
          aria-label={choice.label}
          aria-current={choice.current || undefined}
          aria-disabled={choice.disabled || undefined}
          onClick={() => {
            if (!choice.disabled) onChoose(index);
          }}
        >
          {choice.text}
        </button>
      ))}
    </div>
  );
}
