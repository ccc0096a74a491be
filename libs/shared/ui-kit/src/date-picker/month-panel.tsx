import { Info, type DateTime } from 'luxon';
import { ChoiceGrid } from './choice-grid';
import { moveTo, outsideBounds, type DateRules } from './date-rules';
import { PanelHeader, PanelSwitch } from './panel-header';

interface MonthPanelProps {
  focusDay: DateTime;
  selected: DateTime | null;
  rules: DateRules;
  onFocusDay: (day: DateTime) => void;
  onChooseMonth: (day: DateTime) => void;
  onShowYears: () => void;
}

/** The twelve months of the focused year; choosing one goes back to its days. */
export function MonthPanel({ focusDay, selected, rules, onFocusDay, onChooseMonth, onShowYears }: MonthPanelProps) {
  const year = focusDay.year;
  const months = Info.months('long', { locale: 'en-US' });
  const choices = months.map((name, index) => {
    const month = moveTo(focusDay, { month: index + 1 });
    return {
      key: name,
      text: name.slice(0, 3),
      label: `${name} ${year}`,
      current: selected ? selected.hasSame(month, 'month') : false,
      disabled: outsideBounds(month.startOf('month'), month.endOf('month'), rules),
    };
  });
  const previousYear = focusDay.minus({ years: 1 });
  const nextYear = focusDay.plus({ years: 1 });

  return (
    <>
      <PanelHeader
        previous={{
          label: 'Previous year',
          disabled: outsideBounds(previousYear.startOf('year'), previousYear.endOf('year'), rules),
          onClick: () => onFocusDay(previousYear),
        }}
        title={<PanelSwitch text={String(year)} label={`${year}: choose year`} onClick={onShowYears} />}
        next={{
          label: 'Next year',
          disabled: outsideBounds(nextYear.startOf('year'), nextYear.endOf('year'), rules),
          onClick: () => onFocusDay(nextYear),
        }}
      />
      <ChoiceGrid
        label={`Months of ${year}`}
        choices={choices}
        columns={3}
        active={focusDay.month - 1}
        onMove={(index) => onFocusDay(moveTo(focusDay, { month: index + 1 }))}
        onChoose={(index) => onChooseMonth(moveTo(focusDay, { month: index + 1 }))}
      />
    </>
  );
}
