import { formatLongDate } from '@folio/formatting';
import type { DateTime } from 'luxon';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/button';
import styles from './date-picker.module.css';
import { PanelHeader } from './panel-header';

interface TimePanelProps {
  day: DateTime;
  time: string;
  zone: string;
  onTimeChange: (time: string) => void;
  onBack: () => void;
  onDone: () => void;
}

/** The time of the chosen day, as hours and minutes ('12:00' until the visitor changes it). */
export function TimePanel({ day, time, zone, onTimeChange, onBack, onDone }: TimePanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <>
      <PanelHeader title={<span className={styles['titleText']}>{formatLongDate(day.toJSDate(), { zone })}</span>} />
      <div className={styles['time']}>
        <label htmlFor={inputId} className={styles['timeLabel']}>
          Time
        </label>
        <input
          ref={input}
          id={inputId}
          type="time"
          step={60}
          value={time}
          className={styles['timeInput']}
          onChange={(event) => onTimeChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter sets the time here instead of submitting a form around the picker.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onDone();
          }}
        />
      </div>
      <div className={styles['timeActions']}>
        <Button variant="secondary" size="sm" onClick={onBack}>
          Back to calendar
        </Button>
        <Button size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </>
  );
}
