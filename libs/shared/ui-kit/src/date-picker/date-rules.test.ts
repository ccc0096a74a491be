import { DateTime } from 'luxon';
import {
  DATE_INVALID_MESSAGE,
  decadeOf,
  DEFAULT_SCAN_DAYS,
  DEFAULT_TIME,
  initialFocusDay,
  isDateInvalid,
  monthWeeks,
  moveTo,
  nextEnabledDay,
} from './date-rules';

const day = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' });
const date = (iso: string) => day(iso).toJSDate();
const weekends = (value: Date) => [0, 6].includes(value.getUTCDay());

describe('date picker rules', () => {
  it('use the constants of the spec', () => {
    expect(DATE_INVALID_MESSAGE).toBe('The selected date is invalid.');
    expect(DEFAULT_SCAN_DAYS).toBe(7);
    expect(DEFAULT_TIME).toBe('12:00');
  });

  it('call a date invalid before the minimum, after the maximum or when disabled', () => {
    const rules = { min: date('2024-01-10'), max: date('2024-01-20'), disabledDays: weekends, zone: 'UTC' };

    expect(isDateInvalid(date('2024-01-09'), rules)).toBe(true);
    expect(isDateInvalid(date('2024-01-10'), rules)).toBe(false);
    expect(isDateInvalid(date('2024-01-13'), rules)).toBe(true);
    expect(isDateInvalid(date('2024-01-19'), rules)).toBe(false);
    expect(isDateInvalid(date('2024-01-21'), rules)).toBe(true);
    expect(isDateInvalid(new Date(Number.NaN), rules)).toBe(true);
  });

  it('compare by calendar day without a time and to the minute with one', () => {
    const rules = { min: date('2024-01-10T15:00'), max: date('2024-01-20T09:30'), zone: 'UTC' };

    expect(isDateInvalid(date('2024-01-10T00:00'), rules)).toBe(false);
    expect(isDateInvalid(date('2024-01-10T14:59'), { ...rules, withTime: true })).toBe(true);
    expect(isDateInvalid(date('2024-01-10T15:00'), { ...rules, withTime: true })).toBe(false);
    expect(isDateInvalid(date('2024-01-20T09:31'), { ...rules, withTime: true })).toBe(true);
    expect(isDateInvalid(date('2024-01-20T23:00'), rules)).toBe(false);
  });

  it('give the disabled-days rule the start of the day in the zone', () => {
    const seen: string[] = [];
    isDateInvalid(date('2024-03-05T18:45'), {
      zone: 'UTC',
      disabledDays: (value) => {
        seen.push(value.toISOString());
        return false;
      },
    });

    expect(seen).toEqual(['2024-03-05T00:00:00.000Z']);
  });

  it('scan forward up to 7 days for the next enabled day', () => {
    const rules = { zone: 'UTC', disabledDays: weekends };

    expect(nextEnabledDay(day('2024-01-06'), rules)?.toISODate()).toBe('2024-01-08');
    expect(nextEnabledDay(day('2024-01-09'), rules)?.toISODate()).toBe('2024-01-09');
  });

  it('stop scanning after 7 days, or after the number of days asked for', () => {
    const allButDay8 = (value: Date) => value.getUTCDate() !== 8;
    const rules = { zone: 'UTC', disabledDays: allButDay8 };

    expect(nextEnabledDay(day('2024-01-01'), rules)?.toISODate()).toBe('2024-01-08');
    expect(nextEnabledDay(day('2023-12-31'), rules)).toBeNull();
    expect(nextEnabledDay(day('2024-01-04'), rules, 3)).toBeNull();
    expect(nextEnabledDay(day('2024-01-05'), rules, 3)?.toISODate()).toBe('2024-01-08');
  });

  it('open on the value, else on today kept within min and max, then scan', () => {
    const today = date('2024-01-06');
    const rules = { zone: 'UTC', disabledDays: weekends };

    expect(initialFocusDay(null, today, rules).toISODate()).toBe('2024-01-08');
    expect(initialFocusDay(date('2024-02-14'), today, rules).toISODate()).toBe('2024-02-14');
    expect(initialFocusDay(null, today, { zone: 'UTC', min: date('2024-03-01') }).toISODate()).toBe('2024-03-01');
    expect(initialFocusDay(null, today, { zone: 'UTC', max: date('2023-12-24') }).toISODate()).toBe('2023-12-24');
    expect(initialFocusDay(null, today, { zone: 'UTC', disabledDays: () => true }).toISODate()).toBe('2024-01-06');
  });

  it('show a decade of 10 years', () => {
    expect(decadeOf(2024)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
    expect(decadeOf(2030)).toHaveLength(10);
    expect(decadeOf(2030)[0]).toBe(2030);
    expect(decadeOf(1999).at(-1)).toBe(1999);
  });

  it('lay a month out in six weeks from the chosen first weekday', () => {
    const sundayFirst = monthWeeks(day('2024-02-10'), 0);
    const mondayFirst = monthWeeks(day('2024-02-10'), 1);

    expect(sundayFirst).toHaveLength(6);
    expect(sundayFirst[0]?.map((cell) => cell?.day ?? null)).toEqual([null, null, null, null, 1, 2, 3]);
    expect(mondayFirst[0]?.map((cell) => cell?.day ?? null)).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(sundayFirst.flat().filter(Boolean)).toHaveLength(29);
  });

  it('move to another month without spilling into the next one', () => {
    expect(moveTo(day('2024-01-31'), { month: 2 }).toISODate()).toBe('2024-02-29');
    expect(moveTo(day('2024-02-29'), { year: 2025 }).toISODate()).toBe('2025-02-28');
    expect(moveTo(day('2024-05-15'), { year: 2031, month: 7 }).toISODate()).toBe('2031-07-15');
  });
});
