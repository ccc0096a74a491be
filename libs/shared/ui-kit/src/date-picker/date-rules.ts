import { DateTime } from 'luxon';

/** The blocking message of spec sections 5 and 8. */
export const DATE_INVALID_MESSAGE = 'The selected date is invalid.';
/** How far ahead a disabled target day looks for an enabled one (spec section 9). */
export const DEFAULT_SCAN_DAYS = 7;
/** The year panel shows one decade. */
export const DECADE_LENGTH = 10;
/** The time a time-enabled picker starts at when it has no value yet. */
export const DEFAULT_TIME = '12:00';

export interface DateRules {
  /** Days (or, with a time, moments) before this are invalid. */
  min?: Date;
  /** Days (or, with a time, moments) after this are invalid. */
  max?: Date;
  /** Called with the start of a day in `zone`; true disables it. */
  disabledDays?: (day: Date) => boolean;
  /** The calendar the days are read in: 'local' (the reader's) by default, or an IANA zone. */
  zone?: string;
  /** Compare min and max to the minute instead of by calendar day. */
  withTime?: boolean;
}

/** `date` on the calendar of `zone`, with English month and day names. */
export function inZone(date: Date, zone = 'local'): DateTime {
  return DateTime.fromJSDate(date, { zone }).setLocale('en-US');
}

/** The same day of another month or year, kept within that month (January 31 to February 29). */
export function moveTo(
  day: DateTime,
  { year = day.year, month = day.month }: { year?: number; month?: number },
): DateTime {
  const first = day.startOf('month').set({ year, month });
  return first.set({ day: Math.min(day.day, first.endOf('month').day) });
}

/**
 * Spec section 5: a date is invalid if it is before the minimum, after the maximum, or rejected by
 * the disabled-days rule. Without a time the bounds compare by calendar day, so a minimum of
 * 3 pm still allows that day.
 */
export function isDateInvalid(
  date: Date,
  { min, max, disabledDays, zone = 'local', withTime = false }: DateRules,
): boolean {
  const unit = withTime ? 'minute' : 'day';
  const moment = inZone(date, zone);
  if (!moment.isValid) return true;
  if (min && moment.startOf(unit) < inZone(min, zone).startOf(unit)) return true;
  if (max && moment.startOf(unit) > inZone(max, zone).startOf(unit)) return true;
  return disabledDays ? disabledDays(moment.startOf('day').toJSDate()) : false;
}

/**
 * The day itself when it is enabled, else the first enabled day of the `scanDays` that follow
 * (spec section 9: 7 by default); null when all of them are invalid too.
 */
export function nextEnabledDay(day: DateTime, rules: DateRules, scanDays = DEFAULT_SCAN_DAYS): DateTime | null {
  const start = day.startOf('day');
  for (let offset = 0; offset <= scanDays; offset += 1) {
    const candidate = start.plus({ days: offset });
    if (!isDateInvalid(candidate.toJSDate(), { ...rules, withTime: false })) return candidate;
  }
  return null;
}

/** The ten years of the decade `year` is in: 2024 gives 2020 to 2029. */
export function decadeOf(year: number): number[] {
  const first = Math.floor(year / DECADE_LENGTH) * DECADE_LENGTH;
  return Array.from({ length: DECADE_LENGTH }, (_, index) => first + index);
}

/** The day a picker opens on: its value, else today kept within min and max; then the 7-day scan. */
export function initialFocusDay(
  value: Date | null,
  today: Date,
  rules: DateRules,
  scanDays = DEFAULT_SCAN_DAYS,
): DateTime {
  const zone = rules.zone ?? 'local';
  let target = inZone(value ?? today, zone).startOf('day');
  if (!value && rules.min && target < inZone(rules.min, zone).startOf('day'))
    target = inZone(rules.min, zone).startOf('day');
  if (!value && rules.max && target > inZone(rules.max, zone).startOf('day'))
    target = inZone(rules.max, zone).startOf('day');
  return nextEnabledDay(target, rules, scanDays) ?? target;
}

/**
 * The six weeks shown for the month of `month`: its days, and null for days of the months around
 * it. Always six rows, so the panel keeps its height from month to month.
 */
export function monthWeeks(month: DateTime, weekStartsOn: 0 | 1): Array<Array<DateTime | null>> {
  const first = month.startOf('month');
  const cells: Array<DateTime | null> = Array.from({ length: dayOfWeekIndex(first, weekStartsOn) }, () => null);
  const days = first.endOf('month').day;
  for (let day = 0; day < days; day += 1) cells.push(first.plus({ days: day }));
  while (cells.length < 42) cells.push(null);
  return Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** How many days `day` is after the first day of its week. */
export function dayOfWeekIndex(day: DateTime, weekStartsOn: 0 | 1): number {
  return ((day.weekday % 7) - weekStartsOn + 7) % 7;
}

/** True when no day of the span from `from` to `to` can be valid because of min or max. */
export function outsideBounds(from: DateTime, to: DateTime, { min, max, zone = 'local' }: DateRules): boolean {
  if (min && to.endOf('day') < inZone(min, zone).startOf('day')) return true;
  if (max && from.startOf('day') > inZone(max, zone).endOf('day')) return true;
  return false;
}
