import { describe, expect, it } from 'vitest';
import { toZonedIso, utcDate, zonedToInstant } from './zoned-time.js';

describe('zoned time', () => {
  it('writes an instant in the zone with its offset, through daylight saving', () => {
    const summer = new Date('2026-07-01T09:00:00Z');
    expect(toZonedIso(summer, 'Europe/London')).toBe('2026-07-01T10:00:00+01:00');
    expect(toZonedIso(new Date('2026-01-10T09:00:00Z'), 'Europe/London')).toBe('2026-01-10T09:00:00+00:00');
    expect(toZonedIso(summer, 'America/Los_Angeles')).toBe('2026-07-01T02:00:00-07:00');
    expect(toZonedIso(summer, 'Australia/Sydney')).toBe('2026-07-01T19:00:00+10:00');
    expect(toZonedIso(summer, 'America/St_Johns')).toBe('2026-07-01T06:30:00-02:30');
    expect(new Date(toZonedIso(summer, 'Asia/Kolkata')).getTime()).toBe(summer.getTime());
  });

  it('finds the instant a local wall-clock time happens, on either side of a DST change', () => {
    expect(zonedToInstant({ year: 2026, month: 3, day: 28, hour: 13 }, 'Europe/London').toISOString()).toBe(
      '2026-03-28T13:00:00.000Z',
    );
    expect(zonedToInstant({ year: 2026, month: 3, day: 30, hour: 13 }, 'Europe/London').toISOString()).toBe(
      '2026-03-30T12:00:00.000Z',
    );
    expect(zonedToInstant({ year: 2026, month: 12, day: 5, hour: 19 }, 'Australia/Melbourne').toISOString()).toBe(
      '2026-12-05T08:00:00.000Z',
    );
  });

  it('gives the UTC calendar date', () => {
    expect(utcDate(new Date('2026-05-01T23:59:59Z'))).toBe('2026-05-01');
  });
});
