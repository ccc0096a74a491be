import { describe, expect, it } from 'vitest';
import { closingCountdown } from './closing-countdown.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './duration.js';

/** The deadline of '2024-01-05': its last millisecond in UTC. */
const END = Date.parse('2024-01-05T23:59:59.999Z');
const before = (ms: number) => new Date(END - ms);

describe('closingCountdown: the deadline is the end of the given day in UTC', () => {
  it.each([
    ['2024-01-05T23:59:59.000Z', 'less than 1 min'],
    ['2024-01-05T23:59:59.999Z', 'less than 1 min'],
    ['2024-01-06T00:00:00.000Z', 'Closed'],
    ['2024-01-05T23:59:00.000Z', 'less than 1 min'],
    ['2024-01-05T23:58:59.999Z', '1 minute left'],
    ['2024-01-05T00:00:00.000Z', '23 hours 59 minutes left'],
    ['2024-01-04T23:59:59.999Z', '1 day left'],
  ])('at %s it reads %s', (now, text) => {
    expect(closingCountdown('2024-01-05', {}, new Date(now))).toBe(text);
  });
});

describe('closingCountdown by time left', () => {
  it.each([
    [-1, 'Closed'],
    [-DAY_MS, 'Closed'],
    [0, 'less than 1 min'],
    [59_999, 'less than 1 min'],
    [MINUTE_MS, '1 minute left'],
    [2 * MINUTE_MS - 1, '1 minute left'],
    [2 * MINUTE_MS, '2 minutes left'],
    [HOUR_MS, '1 hour left'],
    [HOUR_MS + MINUTE_MS, '1 hour 1 minute left'],
    [5 * HOUR_MS + MINUTE_MS, '5 hours 1 minute left'],
    [2 * HOUR_MS, '2 hours left'],
    [DAY_MS, '1 day left'],
    [DAY_MS + 3 * MINUTE_MS, '1 day 3 minutes left'],
    [DAY_MS + HOUR_MS, '1 day 1 hour left'],
    [DAY_MS + 4 * HOUR_MS + 3 * MINUTE_MS, '1 day 4 hours 3 minutes left'],
    [DAY_MS + 4 * HOUR_MS + 3 * MINUTE_MS + 59_999, '1 day 4 hours 3 minutes left'],
    [2 * DAY_MS - 1, '1 day 23 hours 59 minutes left'],
    [2 * DAY_MS, '2 days left'],
    [2 * DAY_MS + 1, '2 days left'],
    [3 * DAY_MS - 1, '2 days left'],
    [3 * DAY_MS + 5 * HOUR_MS, '3 days left'],
    [7 * DAY_MS - 1, '6 days left'],
    [7 * DAY_MS, '7 days left'],
    [7 * DAY_MS + 1, 'Order before Jan 5, 2024'],
    [8 * DAY_MS, 'Order before Jan 5, 2024'],
    [400 * DAY_MS, 'Order before Jan 5, 2024'],
  ])('%s ms before the deadline it reads %s', (left, text) => {
    expect(closingCountdown('2024-01-05', {}, before(left))).toBe(text);
  });
});

describe('closingCountdown inputs', () => {
  const farBefore = new Date('2000-01-01T00:00:00Z');

  it.each([
    ['2024-01-05', 'Order before Jan 5, 2024'],
    ['2024-01-05T00:00:00Z', 'Order before Jan 5, 2024'],
    ['2024-01-05T23:59:59.999Z', 'Order before Jan 5, 2024'],
    ['2024-01-05T22:00:00-05:00', 'Order before Jan 6, 2024'],
    ['2024-01-05T01:00:00+02:00', 'Order before Jan 4, 2024'],
    [new Date('2024-01-05T18:00:00Z'), 'Order before Jan 5, 2024'],
    [new Date('2024-01-06T03:00:00Z'), 'Order before Jan 6, 2024'],
    [Date.UTC(2024, 0, 5, 12), 'Order before Jan 5, 2024'],
    ['2024-12-31', 'Order before Dec 31, 2024'],
    ['2024-02-29', 'Order before Feb 29, 2024'],
  ])('%j is the UTC calendar day: %s', (deadline, text) => {
    expect(closingCountdown(deadline, {}, farBefore)).toBe(text);
  });

  it('a Date deadline counts to the end of its UTC day, not of its instant', () => {
    const deadline = new Date('2024-01-05T06:00:00Z');
    expect(closingCountdown(deadline, {}, new Date('2024-01-05T12:00:00Z'))).toBe('11 hours 59 minutes left');
  });

  it('counts the leap day: 7 days before the end of 2024-02-29 is 2024-02-22 23:59:59.999', () => {
    expect(closingCountdown('2024-02-29', {}, new Date('2024-02-22T23:59:59.999Z'))).toBe('7 days left');
    expect(closingCountdown('2024-02-29', {}, new Date('2024-02-22T23:59:59.998Z'))).toBe('Order before Feb 29, 2024');
    expect(closingCountdown('2024-03-01', {}, new Date('2024-02-28T00:00:00Z'))).toBe('2 days left');
  });

  it.each([
    [{ closed: true }, '2999-01-01', 'Closed'],
    [{ closed: true }, 'nope', 'Closed'],
    [{ closed: false }, '2024-01-05', 'Order before Jan 5, 2024'],
    [{}, '2024-01-05', 'Order before Jan 5, 2024'],
    [undefined, '2024-01-05', 'Order before Jan 5, 2024'],
  ])('with options %j and deadline %s it reads %s', (options, deadline, text) => {
    expect(closingCountdown(deadline, options, farBefore)).toBe(text);
  });

  it.each([['nope'], [''], [NaN], ['2023-02-29'], [new Date(NaN)]])('%j gives Invalid date', (deadline) => {
    expect(closingCountdown(deadline, {}, farBefore)).toBe('Invalid date');
  });

  it('gives Invalid date when now itself is invalid', () => {
    expect(closingCountdown('2024-01-05', {}, new Date(NaN))).toBe('Invalid date');
  });

  it('uses the current time by default', () => {
    expect(closingCountdown('2000-01-01')).toBe('Closed');
    expect(closingCountdown('2999-01-01')).toBe('Order before Jan 1, 2999');
  });
});
