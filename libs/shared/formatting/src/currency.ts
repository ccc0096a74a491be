import { groupThousands, toHundredths } from './decimal.js';

/** The symbols of spec section 9: GBP gives £, EUR gives €, every other code (or none) gives $. */
export type CurrencySymbol = '£' | '€' | '$';

const SYMBOLS: Readonly<Record<string, CurrencySymbol>> = { GBP: '£', EUR: '€' };

/** Trimmed and upper-cased; blank or missing codes count as "no code". */
function normalizeCode(code: string | null | undefined): string | undefined {
  const normalized = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return normalized === '' ? undefined : normalized;
}

/**
 * The display symbol of an ISO 4217 code, by the spec's table rather than by locale data, so a
 * Canadian or Australian price shows "$" everywhere. Case-insensitive: "gbp" gives "£".
 */
export function currencySymbol(code?: string | null): CurrencySymbol {
  const normalized = normalizeCode(code);
  return (normalized && SYMBOLS[normalized]) || '$';
}

/** "-£1,234.50": sign, symbol and amount, without the code. */
function symbolAmount(minor: bigint, code: string | undefined): string {
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  const amount = `${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
  // The sign goes before the symbol ("-£5.00"); zero never carries one.
  const sign = minor < 0n ? '-' : '';
  return `${sign}${currencySymbol(code)}${amount}`;
}

function withCode(text: string, code: string | undefined): string {
  return code ? `${text} ${code}` : text;
}

function formatHundredths(minor: bigint, currency: string | null | undefined): string {
  const code = normalizeCode(currency);
  return withCode(symbolAmount(minor, code), code);
}

function minorUnits(minor: number | bigint, caller: string): bigint {
  if (typeof minor === 'bigint') return minor;
  if (typeof minor !== 'number' || !Number.isInteger(minor)) {
    throw new RangeError(`${caller}: minor units must be an integer, got ${String(minor)}`);
  }
  return BigInt(minor);
}

/**
 * Formats an amount given in MAJOR units (12.5 means twelve pounds fifty), the way the API sends
 * `price_total` and the client shows prices: symbol, thousands separators, two decimals rounded
 * half away from zero, a leading minus for negatives and the upper-cased code when one is given.
 *
 *     formatCurrency(1234.5, 'gbp')  // '£1,234.50 GBP'
 *     formatCurrency(1234.5)         // '$1,234.50'
 *     formatCurrency(-5, 'GBP')      // '-£5.00 GBP'
 *     formatCurrency(-0.004)         // '$0.00' (rounds to zero: no minus)
 *
 * @throws RangeError when `amount` is NaN or infinite: there is no honest price to show.
 */
export function formatCurrency(amount: number, currency?: string | null): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`formatCurrency: amount must be a finite number, got ${String(amount)}`);
  }
  return formatHundredths(toHundredths(amount), currency);
}

/**
 * Formats an integer amount of MINOR units (1250 means 12.50), as the database stores money.
 * The digits come from the integer itself, so no float division can drift. Pass a bigint for
 * amounts beyond `Number.MAX_SAFE_INTEGER`; a larger number is formatted as the integer it holds.
 *
 *     formatMinorUnits(123450, 'EUR')  // '€1,234.50 EUR'
 *     formatMinorUnits(-1)             // '-$0.01'
 *
 * @throws RangeError when `minor` is not an integer (NaN, infinite or fractional).
 */
export function formatMinorUnits(minor: number | bigint, currency?: string | null): string {
  return formatHundredths(minorUnits(minor, 'formatMinorUnits'), currency);
}

/**
 * A price range in integer MINOR units, each end with its symbol and the code once, at the end
 * (the code belongs to the range, not to each price); one price when both ends are equal.
 *
 *     formatMinorUnitsRange(1800, 10550, 'GBP')  // '£18.00 – £105.50 GBP'
 *     formatMinorUnitsRange(2500, 2500, 'EUR')   // '€25.00 EUR'
 *
 * @throws RangeError when an end is not an integer, or `min` is above `max`.
 */
export function formatMinorUnitsRange(min: number | bigint, max: number | bigint, currency?: string | null): string {
  const low = minorUnits(min, 'formatMinorUnitsRange');
  const high = minorUnits(max, 'formatMinorUnitsRange');
  if (low > high) throw new RangeError(`formatMinorUnitsRange: ${low} is above ${high}`);
  const code = normalizeCode(currency);
  if (low === high) return formatHundredths(low, code);
  return withCode(`${symbolAmount(low, code)} – ${symbolAmount(high, code)}`, code);
}

/**
 * An amount a reader typed, in MAJOR units, as integer MINOR units: digits with at most two
 * decimals, thousands separators where they belong and an optional leading currency symbol
 * (`25`, `25.5`, `1,234.50`, `$18.00`); null for anything else (a sign, a third decimal, letters).
 * Read as text, never through floating point.
 *
 *     parseMinorUnits('1,234.5')  // 123450
 */
export function parseMinorUnits(text: string): number | null {
  const match = /^[£€$]?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const minor = Number(`${whole}${(match[2] ?? '').padEnd(2, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
