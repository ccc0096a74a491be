/**
 * Exact decimal arithmetic for money display, without floating-point drift.
 *
 * A JavaScript number is formatted from its shortest round-trip decimal form (what `String(x)`
 * prints), not from its binary value: 1.005 is written "1.005" and rounds to 1.01, as a reader
 * expects, where `(1.005).toFixed(2)` gives "1.00". All digit work happens on strings and bigint,
 * so 1e15 or 1e21 keep every digit.
 */

const DECIMAL_FORM = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * Rounds a finite number to hundredths, half away from zero, and returns it as an integer count
 * of hundredths (minor units). The caller checks finiteness. Negative zero gives 0n.
 */
export function toHundredths(value: number): bigint {
  const match = DECIMAL_FORM.exec(String(Math.abs(value)));
  if (!match) {
    // String() of a finite number always matches; this guards the invariant, not user input.
    throw new RangeError(`Cannot read ${String(value)} as a decimal number`);
  }
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  // value = digits x 10^exponent; hundredths = digits x 10^(exponent + 2).
  const shift = Number(exponentText) - fraction.length + 2;
  let magnitude: bigint;
  if (shift >= 0) {
    magnitude = BigInt(digits + '0'.repeat(shift));
  } else {
    const kept = digits.length + shift;
    const firstDropped = kept >= 0 ? digits.charAt(kept) : '0';
    magnitude = kept > 0 ? BigInt(digits.slice(0, kept)) : 0n;
    if (firstDropped >= '5') magnitude += 1n;
  }
  return value < 0 ? -magnitude : magnitude;
}

/** Inserts a comma between every group of three integer digits: "1234567" gives "1,234,567". */
export function groupThousands(integerDigits: string): string {
  const head = integerDigits.length % 3 || 3;
  const groups = [integerDigits.slice(0, head)];
  for (let index = head; index < integerDigits.length; index += 3) {
    groups.push(integerDigits.slice(index, index + 3));
  }
  return groups.join(',');
}
