import { Info, type DateTime } from 'luxon';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { dayOfWeekIndex, isDateInvalid, monthWeeks, outsideBounds, type DateRules } from './date-rules';
import styles from './date-picker.module.css';
import { PanelHeader, PanelSwitch } from './panel-header';

export interface DayPanelProps {
  focusDay: DateTime;
  selected: DateTime | null;
  today: DateTime;
  rules: DateRules;
  weekStartsOn: 0 | 1;
  onFocusDay: (day: DateTime) => void;
  onSelect: (day: DateTime) => void;
  onShowMonths: () => void;
}

function weekdayNames(weekStartsOn: 0 | 1) {
  // luxon lists weekdays Monday first.
  const long = Info.weekdays('long', { locale: 'en-US' });
  const short = Info.weekdays('short', { locale: 'en-US' });
  const names = long.map((name, index) => ({ long: name, short: (short[index] ?? name).slice(0, 2) }));
  return weekStartsOn === 0 ? [...names.slice(6), ...names.slice(0, 6)] : names;
}

/** Where a key moves the focused day in the grid, or null for keys the grid does not use. */
function keyTarget(event: KeyboardEvent, day: DateTime, weekStartsOn: 0 | 1): DateTime | null {
  switch (event.key) {
    case 'ArrowLeft':
      return day.minus({ days: 1 });
    case 'ArrowRight':
      return day.plus({ days: 1 });
    case 'ArrowUp':
      return day.minus({ weeks: 1 });
    case 'ArrowDown':
      return day.plus({ weeks: 1 });
    case 'PageUp':
      return day.minus(event.shiftKey ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return day.plus(event.shiftKey ? { years: 1 } : { months: 1 });
    case 'Home':
      return day.minus({ days: dayOfWeekIndex(day, weekStartsOn) });
    case 'End':
      return day.plus({ days: 6 - dayOfWeekIndex(day, weekStartsOn) });
    default:
      return null;
  }
}

/**
 * The days of one month as a grid: arrows move by day and week, PageUp and PageDown by month
 * (with Shift by year), Home and End to the ends of the week, Enter or Space selects.
 */
export function DayPanel({
  focusDay,
  selected,
  today,
  rules,
  weekStartsOn,
  onFocusDay,
  onSelect,
  onShowMonths,
}: DayPanelProps) {
  const headingId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Focus follows the focused day when the panel opens and when the keyboard moves it, not when
  // the month buttons are clicked (focus stays on them).
  const focusNext = useRef(true);

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    buttons.current.get(focusDay.toISODate() ?? '')?.focus();
  }, [focusDay]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event, focusDay, weekStartsOn);
    if (!target) return;
    event.preventDefault();
    focusNext.current = true;
    onFocusDay(target);
  };

  const previousMonth = focusDay.minus({ months: 1 });
  const nextMonth = focusDay.plus({ months: 1 });
  const monthLabel = focusDay.toFormat('LLLL yyyy');

  return (
    <>
      <PanelHeader
        previous={{
          label: 'Previous month',
          disabled: outsideBounds(previousMonth.startOf('month'), previousMonth.endOf('month'), rules),
          onClick: () => onFocusDay(previousMonth),
        }}
        title={
          <PanelSwitch
            text={monthLabel}
            textId={headingId}
            label={`${monthLabel}: choose month`}
            onClick={onShowMonths}
          />
        }
        next={{
          label: 'Next month',
          disabled: outsideBounds(nextMonth.startOf('month'), nextMonth.endOf('month'), rules),
          onClick: () => onFocusDay(nextMonth),
        }}
      />
      <table role="grid" aria-labelledby={headingId} className={styles['days']} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(weekStartsOn).map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className={styles['weekday']}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focusDay, weekStartsOn).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td key={column} role="gridcell" aria-selected={selected ? day.hasSame(selected, 'day') : false}>
                    <button
                      ref={(node) => {
                        const key = day.toISODate() ?? '';
                        if (node) buttons.current.set(key, node);
                        else buttons.current.delete(key);
                      }}
                      type="button"
                      tabIndex={day.hasSame(focusDay, 'day') ? 0 : -1}
                      className={styles['day']}
                      aria-label={day.toFormat('cccc, MMMM d, yyyy')}
                      aria-disabled={isDateInvalid(day.toJSDate(), { ...rules, withTime: false }) || undefined}
                      aria-current={day.hasSame(today, 'day') ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                    >
                      {day.day}
                    </button>
                  </td>
                ) : (
                  <td key={column} className={styles['blank']} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
