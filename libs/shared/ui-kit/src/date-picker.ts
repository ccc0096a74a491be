// Public API of @folio/ui-kit/date-picker. A separate entry point: it brings luxon, so only the
// screens that show a date picker load it (never the initial JS of a public route).
export { DatePicker } from './date-picker/date-picker';
export type { DatePickerProps, DatePickerPanel } from './date-picker/date-picker';
export {
  DATE_INVALID_MESSAGE,
  DECADE_LENGTH,
  DEFAULT_SCAN_DAYS,
  DEFAULT_TIME,
  decadeOf,
  isDateInvalid,
} from './date-picker/date-rules';
export type { DateRules } from './date-picker/date-rules';
export { NARROW_TOUCH_QUERY, useNarrowTouch } from './date-picker/use-narrow-touch';
