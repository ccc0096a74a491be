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

function formatHundredths(minor: bigint, currency: string | null | undefined): string {
  const code = normalizeCode(currency);
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  const amount = `${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
  // The sign goes before the symbol ("-£5.00"); zero never carries one.
  const sign = minor < 0n ? '-' : '';
  return `${sign}${currencySymbol(code)}${amount}${code ? ` ${code}` : ''}`;
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
  if (typeof minor === 'bigint') return formatHundredths(minor, currency);
  if (typeof minor !== 'number' || !Number.isInteger(minor)) {
    throw new RangeError(`formatMinorUnits: minor units must be an integer, got ${String(minor)}`);
  }
  return formatHundredths(BigInt(minor), currency);
}
