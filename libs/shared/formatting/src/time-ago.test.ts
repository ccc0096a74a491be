import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, YEAR_MS } from './duration.js';
import { timeAgo } from './time-ago.js';

const now = new Date('2024-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo names the age in the largest whole unit', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND_MS, 'Just now'],
    [59_999, 'Just now'],
    [60 * SECOND_MS, '1 minute ago'],
    [MINUTE_MS + 59_999, '1 minute ago'],
    [2 * MINUTE_MS, '2 minutes ago'],
    [59 * MINUTE_MS + 59_999, '59 minutes ago'],
    [HOUR_MS, '1 hour ago'],
    [2 * HOUR_MS - 1, '1 hour ago'],
    [2 * HOUR_MS, '2 hours ago'],
    [DAY_MS - 1, '23 hours ago'],
    [DAY_MS, '1 day ago'],
    [2 * DAY_MS, '2 days ago'],
    [29 * DAY_MS, '29 days ago'],
    [30 * DAY_MS - 1, '29 days ago'],
    [30 * DAY_MS, '1 month ago'],
    [60 * DAY_MS, '2 months ago'],
    [364 * DAY_MS, '12 months ago'],
    [YEAR_MS - 1, '12 months ago'],
    [YEAR_MS, '1 year ago'],
    [2 * YEAR_MS, '2 years ago'],
    [100 * YEAR_MS, '100 years ago'],
  ])('%s ms ago reads %s', (age, text) => {
    expect(timeAgo(ago(age), now)).toBe(text);
  });

  it.each([
    [1, 'Just now'],
    [HOUR_MS, 'Just now'],
    [YEAR_MS, 'Just now'],
  ])('a date %s ms in the future reads %s (clock skew, not a negative age)', (ahead, text) => {
    expect(timeAgo(ago(-ahead), now)).toBe(text);
  });

  it.each([
    ['2024-03-01T11:55:00Z', '5 minutes ago'],
    ['2024-02-29', '1 day ago'],
    [now.getTime() - 3 * HOUR_MS, '3 hours ago'],
  ])('accepts %j', (input, text) => {
    expect(timeAgo(input, now)).toBe(text);
  });

  it('counts the leap day: 2024-02-28 is 2 days before 2024-03-01', () => {
    expect(timeAgo('2024-02-28T12:00:00Z', now)).toBe('2 days ago');
  });

  it.each([['nope'], [''], [NaN], [new Date(NaN)], ['2023-02-29']])('%j gives Invalid date', (input) => {
    expect(timeAgo(input, now)).toBe('Invalid date');
  });

  it('gives Invalid date when now itself is invalid', () => {
    expect(timeAgo(now, new Date(NaN))).toBe('Invalid date');
  });

  it('uses the current time by default', () => {
    expect(timeAgo(new Date(Date.now() - 3 * MINUTE_MS))).toBe('3 minutes ago');
  });
});
