/**
 * The short calendar date of an instant in UTC ("Jan 5, 2024") without luxon, for the closing
 * countdown, whose deadline is a UTC calendar day. It matches `formatShortDate(date)` (luxon,
 * zone UTC) exactly; a property test holds the two together.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Four digits at least, as luxon's `yyyy` writes them (year 5 is "0005", year -5 is "-0005"). */
function fourDigitYear(year: number): string {
  const digits = String(Math.abs(year)).padStart(4, '0');
  return year < 0 ? `-${digits}` : digits;
}

export function formatUtcShortDate(date: Date): string {
  const month = SHORT_MONTHS[date.getUTCMonth()] ?? '';
  return `${month} ${date.getUTCDate()}, ${fourDigitYear(date.getUTCFullYear())}`;
}
