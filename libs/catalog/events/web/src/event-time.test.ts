import {
  eventDateBadge,
  formatEventDay,
  formatEventRange,
  formatEventTime,
  sameOffsetAt,
  zoneCity,
} from './event-time';

const starts = '2026-12-06T13:00:00-06:00';
const ends = '2026-12-06T17:00:00-06:00';

describe('event times', () => {
  it('reads the range in the event’s own zone', () => {
    expect(formatEventRange(starts, ends, 'America/Chicago')).toBe('Sun, Dec 6, 2026, 1:00 – 5:00 PM CST');
  });

  it('reads the same instants in another zone, even across midnight', () => {
    expect(formatEventRange(starts, ends, 'Europe/London')).toBe('Sun, Dec 6, 2026, 7:00 – 11:00 PM GMT');
    expect(formatEventRange(starts, ends, 'Australia/Sydney')).toBe('Mon, Dec 7, 2026, 6:00 – 10:00 AM GMT+11');
  });

  it('names both days when the event spans several', () => {
    expect(formatEventRange(starts, '2026-12-08T17:00:00-06:00', 'America/Chicago')).toBe(
      'Sun, Dec 6, 2026, 1:00 PM CST – Tue, Dec 8, 2026, 5:00 PM CST',
    );
  });

  it('gives the day, the time and a calendar badge', () => {
    expect(formatEventDay(starts, 'America/Chicago')).toBe('Sun, Dec 6, 2026');
    expect(formatEventTime(starts, 'America/Chicago')).toBe('1:00 PM CST');
    expect(eventDateBadge('2026-12-31T23:30:00-06:00', 'America/Chicago')).toEqual({ month: 'DEC', day: '31' });
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatEventTime(starts, 'Mars/Olympus_Mons')).toBe('7:00 PM UTC');
  });

  it('tells when two zones show the same clock time', () => {
    expect(sameOffsetAt(starts, 'America/Chicago', 'America/Winnipeg')).toBe(true);
    expect(sameOffsetAt(starts, 'America/Chicago', 'Europe/London')).toBe(false);
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
  });
});
