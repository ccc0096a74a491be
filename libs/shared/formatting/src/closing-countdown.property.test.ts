import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingCountdown } from './closing-countdown.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './duration.js';

const UNIT_MS = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS } as const;
const UNIT_LIMIT = { day: 1, hour: 23, minute: 59 } as const;

/**
 * Reads '1 day 4 hours 3 minutes left' back into minutes, or null when the text is not that
 * form: units in order day, hour, minute, each at most once, none zero, singular only for 1.
 */
function detailedMinutes(text: string): number | null {
  const words = text.split(' ');
  if (words.pop() !== 'left' || words.length === 0 || words.length % 2 !== 0) return null;
  const order = Object.keys(UNIT_MS);
  let lastUnit = -1;
  let total = 0;
  for (let index = 0; index < words.length; index += 2) {
    const count = Number(words[index]);
    const word = words[index + 1] ?? '';
    const unit = (count === 1 ? word : word.replace(/s$/, '')) as keyof typeof UNIT_MS;
    const position = order.indexOf(unit);
    const plural = count === 1 ? word === unit : word === `${unit}s`;
    const valid = Number.isInteger(count) && count >= 1 && count <= (UNIT_LIMIT[unit] ?? 0);
    if (position <= lastUnit || !plural || !valid || String(count) !== words[index]) return null;
    lastUnit = position;
    total += (count * UNIT_MS[unit]) / MINUTE_MS;
  }
  return total;
}

const FIXED_TEXTS = [
  /^Closed$/,
  /^Invalid date$/,
  /^less than 1 min$/,
  /^[2-7] days left$/,
  /^Order before (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([1-9]|[12]\d|3[01]), -?\d{4,}$/,
];
const isKnownText = (text: string) =>
  FIXED_TEXTS.some((pattern) => pattern.test(text)) || detailedMinutes(text) !== null;

/** Any input at all, valid or not, of every accepted type (and some that are not). */
const anyDeadline = fc.oneof(
  fc.date({ noInvalidDate: false }),
  fc.string(),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z?)?$/),
  fc.double(),
  fc.integer({ min: -9e15, max: 9e15 }),
  fc.constantFrom(null, undefined, NaN, Infinity),
);

/** Calendar days that ISO text can write (years 0001-9999). */
const day = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** End of the UTC day, computed independently of the code under test: from the ISO date text. */
const endOfDay = (date: Date) => Date.parse(`${date.toISOString().slice(0, 10)}T23:59:59.999Z`);

describe('closingCountdown properties', () => {
  it('never throws and always answers one of the known texts', () => {
    fc.assert(
      fc.property(anyDeadline, fc.date({ noInvalidDate: false }), fc.boolean(), (deadline, now, closed) => {
        const text = closingCountdown(deadline as never, { closed }, now);
        expect(isKnownText(text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("is 'Closed' whenever now is later than the end of the deadline's UTC day", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 4e11 }), (deadline, late) => {
        expect(closingCountdown(deadline, {}, new Date(endOfDay(deadline) + late))).toBe('Closed');
      }),
    );
  });

  it("is never 'Closed' up to the last millisecond of the day when not flagged", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 4e11 }), (deadline, early) => {
        const text = closingCountdown(deadline.toISOString().slice(0, 10), {}, new Date(endOfDay(deadline) - early));
        expect(text).not.toBe('Closed');
      }),
    );
  });

  it('under 48 hours, the days, hours and minutes shown add up to the whole minutes left', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: MINUTE_MS, max: 2 * DAY_MS - 1 }), (deadline, left) => {
        const text = closingCountdown(deadline, {}, new Date(endOfDay(deadline) - left));
        expect(detailedMinutes(text)).toBe(Math.floor(left / MINUTE_MS));
      }),
    );
  });

  it('never shows more time left as now moves forward', () => {
    /** The time left a text stands for, at its lower bound. */
    const shown = (text: string): number => {
      if (text === 'Closed') return -1;
      if (text === 'less than 1 min') return 0;
      if (text.startsWith('Order before ')) return Infinity;
      const days = /^(\d) days left$/.exec(text);
      if (days) return Number(days[1]) * DAY_MS;
      return (detailedMinutes(text) ?? NaN) * MINUTE_MS;
    };
    const offset = fc.integer({ min: -9 * DAY_MS, max: DAY_MS });
    fc.assert(
      fc.property(day, offset, offset, (deadline, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const at = (delta: number) => shown(closingCountdown(deadline, {}, new Date(endOfDay(deadline) + delta)));
        expect(at(later)).toBeLessThanOrEqual(at(earlier));
      }),
    );
  });

  it('is always Closed when flagged', () => {
    fc.assert(
      fc.property(anyDeadline, fc.date({ noInvalidDate: false }), (deadline, now) => {
        expect(closingCountdown(deadline as never, { closed: true }, now)).toBe('Closed');
      }),
    );
  });
});
