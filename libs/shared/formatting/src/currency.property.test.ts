import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMinorUnits } from './currency.js';

const FORMAT = /^(-?)([£€$])(\d{1,3}(?:,\d{3})*)\.(\d{2})(?: ([\s\S]+))?$/;

/** Reads a formatted amount back into minor units, checking its shape on the way. */
function readBack(text: string): bigint {
  const match = FORMAT.exec(text);
  if (!match) throw new Error(`Unexpected shape: ${text}`);
  const [, sign, , grouped = '', cents = ''] = match;
  const minor = BigInt(grouped.replaceAll(',', '') + cents);
  return sign ? -minor : minor;
}

const minorUnits = fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }));
const codes = fc.oneof(fc.constantFrom('GBP', 'EUR', 'USD', 'cad', 'xyz', '', undefined), fc.string());

describe('formatMinorUnits properties', () => {
  it('round-trips: the printed digits read back as the input', () => {
    fc.assert(
      fc.property(minorUnits, codes, (minor, code) => {
        expect(readBack(formatMinorUnits(minor, code))).toBe(BigInt(minor));
      }),
    );
  });

  it('shows a minus sign if and only if the amount is negative and not zero', () => {
    fc.assert(
      fc.property(minorUnits, (minor) => {
        expect(formatMinorUnits(minor).startsWith('-')).toBe(BigInt(minor) < 0n);
      }),
    );
  });

  it('groups the integer digits by three with no leading zeros', () => {
    fc.assert(
      fc.property(minorUnits, (minor) => {
        const integer = FORMAT.exec(formatMinorUnits(minor))?.[3] ?? '';
        const groups = integer.split(',');
        expect(groups.slice(1).every((group) => group.length === 3)).toBe(true);
        expect(groups[0]?.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]?.length).toBeLessThanOrEqual(3);
        expect(integer === '0' || !integer.startsWith('0')).toBe(true);
      }),
    );
  });

  it('appends exactly the trimmed, upper-cased code when one is given', () => {
    fc.assert(
      fc.property(fc.integer(), fc.stringMatching(/^[a-zA-Z]{1,5}$/), (minor, code) => {
        expect(formatMinorUnits(minor, code).endsWith(` ${code.toUpperCase()}`)).toBe(true);
      }),
    );
  });
});

describe('formatCurrency properties', () => {
  it('agrees with formatMinorUnits for every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCurrency(cents / 100)).toBe(formatMinorUnits(cents));
      }),
    );
  });

  it('is never further than half a cent from the amount, and never throws for finite input', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (amount) => {
        const shown = Number(readBack(formatCurrency(amount))) / 100;
        expect(Math.abs(shown - amount)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});
