import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { YEAR_MS } from './duration.js';
import { timeAgo } from './time-ago.js';

const UNIT_RANK = ['minute', 'hour', 'day', 'month', 'year'];

/** Orders the texts: 'Just now' first, then by unit, then by count. */
function rank(text: string): [number, number] {
  if (text === 'Just now') return [-1, 0];
  const match = /^(\d+) (minute|hour|day|month|year)s? ago$/.exec(text);
  if (!match) throw new Error(`Unexpected text: ${text}`);
  return [UNIT_RANK.indexOf(match[2] ?? ''), Number(match[1])];
}

const now = new Date('2024-03-01T12:00:00.000Z');
const age = fc.integer({ min: -YEAR_MS, max: 200 * YEAR_MS });

describe('timeAgo properties', () => {
  it('never moves to a smaller bucket as the age grows', () => {
    fc.assert(
      fc.property(age, age, (a, b) => {
        const [younger, older] = a <= b ? [a, b] : [b, a];
        const [unitY, countY] = rank(timeAgo(new Date(now.getTime() - younger), now));
        const [unitO, countO] = rank(timeAgo(new Date(now.getTime() - older), now));
        expect(unitO > unitY || (unitO === unitY && countO >= countY)).toBe(true);
      }),
    );
  });

  it('says 1 of a unit in the singular and every other count in the plural', () => {
    fc.assert(
      fc.property(age, (a) => {
        const text = timeAgo(new Date(now.getTime() - a), now);
        if (text === 'Just now') return;
        expect(text.startsWith('1 ')).toBe(!text.includes('s ago'));
      }),
    );
  });
});
