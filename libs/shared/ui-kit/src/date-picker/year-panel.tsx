import type { DateTime } from 'luxon';
import { ChoiceGrid } from './choice-grid';
import { decadeOf, DECADE_LENGTH, moveTo, outsideBounds, type DateRules } from './date-rules';
import styles from './date-picker.module.css';
import { PanelHeader } from './panel-header';

interface YearPanelProps {
  focusDay: DateTime;
  selected: DateTime | null;
  rules: DateRules;
  onFocusDay: (day: DateTime) => void;
  onChooseYear: (day: DateTime) => void;
}

/** One decade, ten years (spec section 9); choosing one opens its months. */
export function YearPanel({ focusDay, selected, rules, onFocusDay, onChooseYear }: YearPanelProps) {
  const years = decadeOf(focusDay.year);
  const first = years[0] ?? focusDay.year;
  const last = years[years.length - 1] ?? focusDay.year;
  const at = (year: number) => moveTo(focusDay, { year });
  const choices = years.map((year) => ({
    key: String(year),
    text: String(year),
    label: String(year),
    current: selected ? selected.year === year : false,
    disabled: outsideBounds(at(year).startOf('year'), at(year).endOf('year'), rules),
  }));
  const previous = at(first - DECADE_LENGTH);
  const next = at(first + DECADE_LENGTH);

  return (
    <>
      <PanelHeader
        previous={{
          label: 'Previous decade',
          disabled: outsideBounds(previous.startOf('year'), at(first - 1).endOf('year'), rules),
          onClick: () => onFocusDay(at(focusDay.year - DECADE_LENGTH)),
        }}
        title={<span className={styles['titleText']}>{`${first}–${last}`}</span>}
        next={{
          label: 'Next decade',
          disabled: outsideBounds(next.startOf('year'), at(last + DECADE_LENGTH).endOf('year'), rules),
          onClick: () => onFocusDay(at(focusDay.year + DECADE_LENGTH)),
        }}
      />
      <ChoiceGrid
        label={`Years ${first} to ${last}`}
        choices={choices}
        columns={2}
        active={years.indexOf(focusDay.year)}
        onMove={(index) => onFocusDay(at(years[index] ?? focusDay.year))}
        onChoose={(index) => onChooseYear(at(years[index] ?? focusDay.year))}
      />
    </>
  );
}
