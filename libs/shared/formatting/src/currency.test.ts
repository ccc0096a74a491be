import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCurrency,
  formatMinorUnits,
  formatMinorUnitsRange,
  parseMinorUnits,
} from './currency.js';

describe('currencySymbol follows the spec table, not locale data', () => {
  it.each([
    ['GBP', '£'],
    ['EUR', '€'],
    ['gbp', '£'],
    [' eur ', '€'],
    ['USD', '$'],
    ['CAD', '$'],
    ['AUD', '$'],
    ['JPY', '$'],
    ['xyz', '$'],
    ['', '$'],
    [undefined, '$'],
    [null, '$'],
  ])('%j gives %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('formatCurrency shows major units with symbol, separators, two decimals and the code', () => {
  it.each([
    [1234.5, 'GBP', '£1,234.50 GBP'],
    [1234.5, undefined, '$1,234.50'],
    [1234.5, 'gbp', '£1,234.50 GBP'],
    [1234.5, 'eur', '€1,234.50 EUR'],
    [1234.5, 'USD', '$1,234.50 USD'],
    [1234.5, 'CAD', '$1,234.50 CAD'],
    [1234.5, 'AUD', '$1,234.50 AUD'],
    [1234.5, 'xyz', '$1,234.50 XYZ'],
    [1234.5, '', '$1,234.50'],
    [1234.5, '   ', '$1,234.50'],
    [1234.5, null, '$1,234.50'],
    [0, undefined, '$0.00'],
    [1, undefined, '$1.00'],
    [0.1 + 0.2, undefined, '$0.30'],
    [999.999, undefined, '$1,000.00'],
    [1234567.89, undefined, '$1,234,567.89'],
    [1234567890.12, 'USD', '$1,234,567,890.12 USD'],
    [1e15, undefined, '$1,000,000,000,000,000.00'],
    [1e21, undefined, '$1,000,000,000,000,000,000,000.00'],
    [123, undefined, '$123.00'],
    [1000, undefined, '$1,000.00'],
    [100000, undefined, '$100,000.00'],
  ])('%s %j gives %s', (amount, code, text) => {
    expect(formatCurrency(amount, code)).toBe(text);
  });

  it.each([
    [-5, 'GBP', '-£5.00 GBP'],
    [-1234.5, undefined, '-$1,234.50'],
    [-0.005, undefined, '-$0.01'],
    [-0, undefined, '$0.00'],
    [-0.004, 'EUR', '€0.00 EUR'],
    [-1e-7, undefined, '$0.00'],
  ])('negative %s %j gives %s: minus before the symbol, never on zero', (amount, code, text) => {
    expect(formatCurrency(amount, code)).toBe(text);
  });

  it.each([
    [1.005, '$1.01'],
    [1.015, '$1.02'],
    [2.675, '$2.68'],
    [0.004, '$0.00'],
    [0.005, '$0.01'],
    [-2.675, '-$2.68'],
    [1.5e-7, '$0.00'],
  ])('rounds %s half away from zero as written, giving %s', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });

  it.each([NaN, Infinity, -Infinity])('throws a RangeError for %s', (amount) => {
    expect(() => formatCurrency(amount)).toThrow(RangeError);
    expect(() => formatCurrency(amount)).toThrow(/finite number/);
  });
});

describe('formatMinorUnits shows integer minor units exactly', () => {
  it.each([
    [0, undefined, '$0.00'],
    [1, undefined, '$0.01'],
    [10, undefined, '$0.10'],
    [100, undefined, '$1.00'],
    [123450, 'GBP', '£1,234.50 GBP'],
    [-500, 'gbp', '-£5.00 GBP'],
    [-1, undefined, '-$0.01'],
    [-0, undefined, '$0.00'],
    [123456789012, 'EUR', '€1,234,567,890.12 EUR'],
    [1e15, undefined, '$10,000,000,000,000.00'],
    [Number.MAX_SAFE_INTEGER, undefined, '$90,071,992,547,409.91'],
    [123456789012345678901234567890n, 'xyz', '$1,234,567,890,123,456,789,012,345,678.90 XYZ'],
    [-7n, '', '-$0.07'],
  ])('%s %j gives %s', (minor, code, text) => {
    expect(formatMinorUnits(minor, code)).toBe(text);
  });

  it.each([1.5, NaN, Infinity, -Infinity, 0.1])('throws a RangeError for %s', (minor) => {
    expect(() => formatMinorUnits(minor)).toThrow(RangeError);
    expect(() => formatMinorUnits(minor)).toThrow(/integer/);
  });
});

describe('formatMinorUnitsRange shows a price range with the code once, at its end', () => {
  it.each([
    [1800, 10550, 'GBP', '£18.00 – £105.50 GBP'],
    [1800, 10550, 'usd', '$18.00 – $105.50 USD'],
    [1800, 10550, undefined, '$18.00 – $105.50'],
    [99, 123456, 'EUR', '€0.99 – €1,234.56 EUR'],
    [-500, 500, 'CAD', '-$5.00 – $5.00 CAD'],
  ])('%s to %s %j gives %s', (min, max, code, text) => {
    expect(formatMinorUnitsRange(min, max, code)).toBe(text);
  });

  it('shows one price when both ends are the same', () => {
    expect(formatMinorUnitsRange(2500, 2500, 'EUR')).toBe('€25.00 EUR');
    expect(formatMinorUnitsRange(2500n, 2500n)).toBe('$25.00');
  });

  it('refuses a range whose low end is above its high end, or amounts that are not whole minor units', () => {
    expect(() => formatMinorUnitsRange(2000, 1000, 'GBP')).toThrow(RangeError);
    expect(() => formatMinorUnitsRange(10.5, 2000)).toThrow(RangeError);
  });
});

describe('parseMinorUnits', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.05', 2505],
    [' 1,234.50 ', 123450],
    ['$18.00', 1800],
    ['£0.01', 1],
    ['0', 0],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseMinorUnits(text)).toBe(minor);
  });

  it.each(['', '-5', '25.005', '1,23.00', '12,34', 'ten', '2e3', '1.', '.5', '99999999999999999999'])(
    'refuses %j',
    (text) => {
      expect(parseMinorUnits(text)).toBeNull();
    },
  );

  it('reads back what formatMinorUnits writes, without the code', () => {
    for (const minor of [0, 1, 99, 1800, 123456789]) {
      expect(parseMinorUnits(formatMinorUnits(minor, 'USD').replace(' USD', ''))).toBe(minor);
    }
  });
});
