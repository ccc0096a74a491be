import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './date-format.js';
import { formatUtcShortDate } from './utc-calendar.js';

describe('formatShortDate and formatLongDate show the calendar date in UTC by default', () => {
  it.each([
    ['2024-01-05', 'Jan 5, 2024', 'January 5, 2024'],
    ['2024-02-29', 'Feb 29, 2024', 'February 29, 2024'],
    ['2024-12-31T23:59:59.999Z', 'Dec 31, 2024', 'December 31, 2024'],
    ['2024-01-05T23:30:00-05:00', 'Jan 6, 2024', 'January 6, 2024'],
    ['2024-09-10T10:00:00', 'Sep 10, 2024', 'September 10, 2024'],
    [Date.UTC(2024, 4, 1), 'May 1, 2024', 'May 1, 2024'],
    [new Date('2024-07-04T00:00:00Z'), 'Jul 4, 2024', 'July 4, 2024'],
    ['0099-03-01', 'Mar 1, 0099', 'March 1, 0099'],
  ])('%j reads %s and %s', (input, short, long) => {
    expect(formatShortDate(input)).toBe(short);
    expect(formatLongDate(input)).toBe(long);
  });

  it.each([
    ['2024-01-05T02:00:00Z', 'America/New_York', 'Jan 4, 2024', 'January 4, 2024'],
    ['2024-01-05T23:30:00Z', 'Europe/Berlin', 'Jan 6, 2024', 'January 6, 2024'],
    ['2024-01-05T23:30:00Z', 'Europe/London', 'Jan 5, 2024', 'January 5, 2024'],
    ['2024-01-05T12:00:00Z', 'Pacific/Kiritimati', 'Jan 6, 2024', 'January 6, 2024'],
    ['2024-01-05T12:00:00Z', 'UTC+2', 'Jan 5, 2024', 'January 5, 2024'],
  ])('%s in zone %s reads %s and %s', (input, zone, short, long) => {
    expect(formatShortDate(input, { zone })).toBe(short);
    expect(formatLongDate(input, { zone })).toBe(long);
  });

  it.each([['nope'], [''], [NaN], [new Date(NaN)], ['2023-02-29']])('%j gives Invalid date', (input) => {
    expect(formatShortDate(input)).toBe('Invalid date');
    expect(formatLongDate(input)).toBe('Invalid date');
    expect(formatDateTime(input)).toBe('Invalid date');
  });

  it('throws a RangeError for an unknown zone: configuration errors are not dates', () => {
    expect(() => formatShortDate('2024-01-05', { zone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => formatLongDate('2024-01-05', { zone: 'Mars/Olympus_Mons' })).toThrow(
      'Unknown time zone: Mars/Olympus_Mons',
    );
  });
});

describe('formatDateTime shows the date and the time of day', () => {
  it.each([
    ['2024-01-05T19:30:00Z', undefined, 'Jan 5, 2024, 7:30 PM'],
    ['2024-01-05T00:05:00Z', undefined, 'Jan 5, 2024, 12:05 AM'],
    ['2024-01-05T12:00:00Z', undefined, 'Jan 5, 2024, 12:00 PM'],
    ['2024-01-06T00:30:00Z', 'America/New_York', 'Jan 5, 2024, 7:30 PM'],
    ['2024-07-06T00:30:00Z', 'America/New_York', 'Jul 5, 2024, 8:30 PM'],
    ['2024-03-31T01:30:00Z', 'Europe/London', 'Mar 31, 2024, 2:30 AM'],
  ])('%s in zone %s reads %s', (input, zone, text) => {
    expect(formatDateTime(input, { zone })).toBe(text);
  });
});

describe('the luxon-free UTC short date of the countdown', () => {
  it('matches formatShortDate for every instant a Date can hold', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect(formatUtcShortDate(date)).toBe(formatShortDate(date));
      }),
      { numRuns: 500 },
    );
  });
});
