import { formatLongDate, formatShortDate } from '@folio/formatting';
import type { DateTime } from 'luxon';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../button/button';
import { FieldFrame, useField, type FieldBaseProps } from '../form/field';
import { useValueChanged } from '../form/form-context';
import { CalendarDialog } from './calendar-dialog';
import {
  DATE_INVALID_MESSAGE,
  DEFAULT_SCAN_DAYS,
  DEFAULT_TIME,
  initialFocusDay,
  inZone,
  isDateInvalid,
  nextEnabledDay,
} from './date-rules';
import styles from './date-picker.module.css';
import { DayPanel } from './day-panel';
import { MonthPanel } from './month-panel';
import { TimePanel } from './time-panel';
import { useNarrowTouch } from './use-narrow-touch';
import { YearPanel } from './year-panel';

export type DatePickerPanel = 'day' | 'month' | 'year' | 'time';

export interface DatePickerProps extends FieldBaseProps {
  /** The committed value (controlled); leave out and use `defaultValue` to let the picker keep it. */
  value?: Date | null;
  defaultValue?: Date | null;
  /** Called with every valid selection; invalid ones are never committed. */
  onChange?: (value: Date) => void;
  /** Called when a selection is refused with 'The selected date is invalid.'. */
  onInvalid?: (attempted: Date) => void;
  min?: Date;
  max?: Date;
  /** Gets the start of each day in `zone`; true disables the day. */
  disabledDays?: (day: Date) => boolean;
  /** The calendar days are read in: the reader's ('local') by default, or an IANA zone such as 'UTC'. */
  zone?: string;
  /** Adds the time panel; the time starts at 12:00. */
  withTime?: boolean;
  /** How many days past a disabled target day to look for an enabled one; 7 by default. */
  scanDays?: number;
  /** 'long' (January 5, 2024) by default, or 'short' (Jan 5, 2024). */
  format?: 'long' | 'short';
  /** 0 for Sunday (the default), 1 for Monday. */
  weekStartsOn?: 0 | 1;
  placeholder?: string;
  /** Today's date; the clock by default. */
  today?: Date;
  className?: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function displayText(
  value: Date,
  { format, zone, withTime }: { format: 'long' | 'short'; zone: string; withTime: boolean },
) {
  const date = format === 'short' ? formatShortDate(value, { zone }) : formatLongDate(value, { zone });
  return withTime ? `${date}, ${clockTime(inZone(value, zone).toFormat('HH:mm'))}` : date;
}

/** '13:05' as it reads in the US English of the dates: '1:05 PM'. */
function clockTime(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

function formValue(value: Date | null, zone: string, withTime: boolean): string {
  if (!value) return '';
  const moment = inZone(value, zone);
  return (withTime ? moment.toISO({ suppressMilliseconds: true }) : moment.toISODate()) ?? '';
}

/**
 * A date (and optionally time) field with a calendar dialog: day, month, year and time panels
 * (spec sections 4, 5 and 9). A selection before `min`, after `max` or on a disabled day is refused
 * with 'The selected date is invalid.' and not committed. The dialog opens on the value or today;
 * when that day is disabled it moves to the next enabled day within `scanDays` (7).
 */
export function DatePicker(props: DatePickerProps) {
  const { id, name, label, hint, required, error, className, min, max, disabledDays, zone = 'local' } = props;
  const { withTime = false, scanDays = DEFAULT_SCAN_DAYS, format = 'long', weekStartsOn = 0 } = props;
  const placeholder = props.placeholder ?? (withTime ? 'Select a date and time' : 'Select a date');
  const rules = useMemo(() => ({ min, max, disabledDays, zone }), [min, max, disabledDays, zone]);

  const [ownValue, setOwnValue] = useState<Date | null>(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : ownValue;
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<DatePickerPanel>('day');
  const [focusDay, setFocusDay] = useState<DateTime | null>(null);
  const [today, setToday] = useState<DateTime | null>(null);
  const [time, setTime] = useState(DEFAULT_TIME);
  const [message, setMessage] = useState<string | null>(null);
  const narrowTouch = useNarrowTouch();
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();

  const valueInvalid = value ? isDateInvalid(value, { ...rules, withTime }) : false;
  const state = useField({
    id,
    name,
    label,
    hint,
    required,
    error: error ?? (valueInvalid ? DATE_INVALID_MESSAGE : undefined),
  });
  const submitted = formValue(value, zone, withTime);
  useNotifyForm(state.control.name, submitted);

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openDialog = () => {
    const now = props.today ?? new Date();
    setToday(inZone(now, zone).startOf('day'));
    setFocusDay(initialFocusDay(value, now, rules, scanDays));
    setTime(value && withTime ? inZone(value, zone).toFormat('HH:mm') : DEFAULT_TIME);
    setPanel('day');
    setMessage(null);
    setOpen(true);
  };

  const commit = (next: Date) => {
    if (props.value === undefined) setOwnValue(next);
    props.onChange?.(next);
    setMessage(null);
    close();
  };

  const refuse = (attempted: Date) => {
    setMessage(DATE_INVALID_MESSAGE);
    props.onInvalid?.(attempted);
  };

  const selectDay = (day: DateTime) => {
    setFocusDay(day);
    if (isDateInvalid(day.toJSDate(), { ...rules, withTime: false })) return refuse(day.toJSDate());
    if (!withTime) return commit(day.toJSDate());
    setMessage(null);
    setPanel('time');
  };

  const finishTime = (day: DateTime) => {
    const match = TIME.exec(time);
    const moment = day.set({ hour: Number(match?.[1] ?? 0), minute: Number(match?.[2] ?? 0) });
    if (!match || isDateInvalid(moment.toJSDate(), { ...rules, withTime: true })) return refuse(moment.toJSDate());
    commit(moment.toJSDate());
  };

  const moveFocus = (day: DateTime) => {
    setMessage(null);
    setFocusDay(day);
  };

  const selected = value ? inZone(value, zone) : null;
  const panels = focusDay &&
    today && {
      day: (
        <DayPanel
          focusDay={focusDay}
          selected={selected}
          today={today}
          rules={rules}
          weekStartsOn={weekStartsOn}
          onFocusDay={moveFocus}
          onSelect={selectDay}
          onShowMonths={() => setPanel('month')}
        />
      ),
      month: (
        <MonthPanel
          focusDay={focusDay}
          selected={selected}
          rules={rules}
          onFocusDay={moveFocus}
          onChooseMonth={(day) => {
            moveFocus(nextEnabledDay(day, rules, scanDays) ?? day);
            setPanel('day');
          }}
          onShowYears={() => setPanel('year')}
        />
      ),
      year: (
        <YearPanel
          focusDay={focusDay}
          selected={selected}
          rules={rules}
          onFocusDay={moveFocus}
          onChooseYear={(day) => {
            moveFocus(day);
            setPanel('month');
          }}
        />
      ),
      time: (
        <TimePanel
          day={focusDay}
          time={time}
          zone={zone}
          onTimeChange={setTime}
          onBack={() => setPanel('day')}
          onDone={() => finishTime(focusDay)}
        />
      ),
    };

  return (
    <FieldFrame state={state} required={required} labelId={labelId} className={className}>
      <div ref={anchor} className={styles['anchor']}>
        <button
          ref={trigger}
          type="button"
          id={id}
          className={styles['trigger']}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-invalid={state.control['aria-invalid']}
          aria-describedby={state.control['aria-describedby']}
          data-empty={value ? undefined : true}
          onClick={() => (open ? close() : openDialog())}
        >
          <span id={valueId}>{value ? displayText(value, { format, zone, withTime }) : placeholder}</span>
          <CalendarIcon />
        </button>
        <input
          type="hidden"
          name={state.control.name}
          value={submitted}
          data-required={required ? 'true' : undefined}
          data-error={valueInvalid ? DATE_INVALID_MESSAGE : undefined}
        />
        {open && panels ? (
          <CalendarDialog
            label={withTime ? 'Choose date and time' : 'Choose date'}
            message={message}
            narrowTouch={narrowTouch}
            onClose={() => close()}
            footer={
              withTime && panel === 'day' ? (
                <Button variant="ghost" size="sm" onClick={() => setPanel('time')}>
                  {`Time ${clockTime(time)}`}
                </Button>
              ) : undefined
            }
          >
            {panels[panel]}
          </CalendarDialog>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** Lets an enclosing Form re-check the field after a selection (a hidden input fires no event). */
function useNotifyForm(name: string, submitted: string) {
  const valueChanged = useValueChanged();
  const last = useRef(submitted);
  useEffect(() => {
    if (last.current === submitted) return;
    last.current = submitted;
    valueChanged(name);
  }, [name, submitted, valueChanged]);
}

function CalendarIcon() {
  return (
    <svg className={styles['triggerIcon']} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 8.5h14M7 2.75v3.5M13 2.75v3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
