import { countOf, DAY_MS, HOUR_MS, MINUTE_MS, MONTH_MS, YEAR_MS } from './duration.js';
import { type DateInput, INVALID_DATE_TEXT, parseDate } from './parse-date.js';

type Unit = readonly [below: number, size: number, name: string];

/** Each unit applies to ages below its limit; years apply beyond the last one. */
const UNITS: readonly Unit[] = [
  [HOUR_MS, MINUTE_MS, 'minute'],
  [DAY_MS, HOUR_MS, 'hour'],
  [MONTH_MS, DAY_MS, 'day'],
  [YEAR_MS, MONTH_MS, 'month'],
];
const YEARS: Unit = [Infinity, YEAR_MS, 'year'];

/**
 * How long ago `date` was, in the largest whole unit (spec section 9), floored (59.9 s is
 * still "Just now", 119 s is "1 minute ago"):
 *
 * | age | text |
 * |---|---|
 * | under 60 s, or in the future | 'Just now' |
 * | under 60 min | '1 minute ago', 'N minutes ago' |
 * | under 24 h | '1 hour ago', 'N hours ago' |
 * | under 30 days | '1 day ago', 'N days ago' |
 * | under 365 days | '1 month ago' ... '12 months ago' (a month is 30 days) |
 * | 365 days and more | '1 year ago', 'N years ago' |
 *
 * A date in the future (a clock a little ahead of the server's) reads 'Just now' rather than a
 * negative age. Unparseable input (or an invalid `now`) gives 'Invalid date'. Plain arithmetic,
 * no luxon, so it costs the web bundle next to nothing.
 */
export function timeAgo(date: DateInput, now: Date = new Date()): string {
  const then = parseDate(date);
  const current = parseDate(now);
  if (!then || !current) return INVALID_DATE_TEXT;
  const age = current.getTime() - then.getTime();
  if (age < MINUTE_MS) return 'Just now';
  const [, size, name] = UNITS.find(([below]) => age < below) ?? YEARS;
  return `${countOf(Math.floor(age / size), name)} ago`;
}
