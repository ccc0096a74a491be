import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date.js';

describe('parseDate reads ISO 8601 text, epoch milliseconds and Dates', () => {
  it.each([
    ['2024-01-05', '2024-01-05T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2000-02-29', '2000-02-29T00:00:00.000Z'],
    ['2024-01-05T19:30', '2024-01-05T19:30:00.000Z'],
    ['2024-01-05 19:30:15', '2024-01-05T19:30:15.000Z'],
    ['2024-01-05T19:30:15Z', '2024-01-05T19:30:15.000Z'],
    ['2024-01-05t19:30:15z', '2024-01-05T19:30:15.000Z'],
    ['2024-01-05T19:30:15.1Z', '2024-01-05T19:30:15.100Z'],
    ['2024-01-05T19:30:15.123456Z', '2024-01-05T19:30:15.123Z'],
    ['2024-01-05T19:30:15.999999Z', '2024-01-05T19:30:15.999Z'],
    ['2024-01-05T19:30:15,5Z', '2024-01-05T19:30:15.500Z'],
    ['2024-01-05T19:30:00+01:00', '2024-01-05T18:30:00.000Z'],
    ['2024-01-05T19:30:00-0530', '2024-01-06T01:00:00.000Z'],
    ['2024-01-05T01:00:00+02', '2024-01-04T23:00:00.000Z'],
    ['  2024-01-05  ', '2024-01-05T00:00:00.000Z'],
    ['0099-03-01', '0099-03-01T00:00:00.000Z'],
    [1704412800000, '2024-01-05T00:00:00.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [-1, '1969-12-31T23:59:59.999Z'],
    [new Date('2024-01-05T12:00:00Z'), '2024-01-05T12:00:00.000Z'],
  ])('%j is %s', (input, iso) => {
    expect(parseDate(input)?.toISOString()).toBe(iso);
  });

  it('reads a date-time without offset as UTC, whatever the machine zone', () => {
    expect(parseDate('2024-07-01T12:00:00')?.getTime()).toBe(Date.UTC(2024, 6, 1, 12));
  });

  it('returns a copy, not the Date it was given', () => {
    const input = new Date(0);
    const parsed = parseDate(input);
    expect(parsed).not.toBe(input);
    expect(parsed?.getTime()).toBe(0);
  });

  it.each([
    ['nope'],
    [''],
    ['   '],
    ['2023-02-29'],
    ['2024-02-30'],
    ['2024-04-31'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-01-00'],
    ['2024-01-05T24:00'],
    ['2024-01-05T12:60'],
    ['2024-01-05T12:00:60'],
    ['2024-01-05T12:00+24:00'],
    ['2024-01-05T12:00+01:60'],
    ['2024-01-05Z'],
    ['2024-1-5'],
    ['20240105'],
    ['Jan 5, 2024'],
    ['Fri, 05 Jan 2024 00:00:00 GMT'],
    ['1704412800000'],
    [NaN],
    [Infinity],
    [-Infinity],
    [8.64e15 + 1],
    [new Date(NaN)],
    [null],
    [undefined],
    [{}],
  ])('%j is unreadable: null', (input) => {
    expect(parseDate(input as never)).toBeNull();
  });

  it('accepts the first and last instants a Date can hold', () => {
    expect(parseDate(8.64e15)?.getTime()).toBe(8.64e15);
    expect(parseDate(-8.64e15)?.getTime()).toBe(-8.64e15);
  });
});
