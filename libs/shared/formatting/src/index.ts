// Public API of @folio/formatting: money, relative time, closing countdowns and dates.
// Money, timeAgo, closingCountdown and parseDate never import luxon; only date-format.ts does,
// so a bundle that uses just those leaves luxon out (see tree-shaking.test.ts).
export {
  currencySymbol,
  formatCurrency,
  formatMinorUnits,
  formatMinorUnitsRange,
  parseMinorUnits,
} from './currency.js';
export type { CurrencySymbol } from './currency.js';
export { parseDate, INVALID_DATE_TEXT } from './parse-date.js';
export type { DateInput } from './parse-date.js';
export { timeAgo } from './time-ago.js';
export { closingCountdown } from './closing-countdown.js';
export type { ClosingCountdownOptions } from './closing-countdown.js';
export { formatShortDate, formatLongDate, formatDateTime } from './date-format.js';
export type { DateFormatOptions } from './date-format.js';
