// @folio/events/format: how an event's place and time read, without the events screens (the
// header's search panel loads only this).
export { eventPlace, venueTown, authorLineup } from './event-format';
export { formatEventRange, formatEventDay, formatEventTime, readerTimeZone } from './event-time';
