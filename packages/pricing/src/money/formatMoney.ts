// The one place the package formats money and counts (decision 0055). The output is
// `Intl.NumberFormat('en-AU')`'s, character for character (the tests compare the two on every
// kind of number), but made here: the first `Intl.NumberFormat` of a page loads ICU's data, a
// 33-46 ms task on the pricing pages' hydration, the longest of their load (decision 0063).

/**
 * The digits of a finite magnitude's shortest round-trip form (what `String` prints, the form
 * ICU rounds), expanded out of exponent notation: `1.5e+21` → `1500…0`, `1e-7` → `0.0000001`.
 */
function plainDigits(magnitude: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const point = head.length + Number(exponent);
  // Zeros before the digits when the point is left of them, after when it is right of them.
  const digits = '0'.repeat(Math.max(0, 1 - point)) + head + tail;
  const at = Math.max(1, point);
  return { whole: digits.slice(0, at).padEnd(at, '0'), fraction: digits.slice(at) };
}

/**
 * A number as en-AU prints it with at most `fractionDigits` decimals: rounded half away from
 * zero on its shortest decimal form, trailing zeros dropped, thousands grouped, and a minus sign
 * for every negative value, negative zero and values that round to zero included (`-0.4` → `-0`
 * with no decimals), as ICU does. `prefix` goes between the sign and the digits.
 */
function enAu(value: number, fractionDigits: number, prefix: string): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (Number.isNaN(value)) return `${prefix}NaN`;
  if (!Number.isFinite(value)) return `${sign}${prefix}∞`;
  const { whole, fraction } = plainDigits(Math.abs(value));
  // The kept digits as one integer (BigInt: any length), plus one when the next digit rounds up.
  const up = (fraction[fractionDigits] ?? '0') >= '5' ? 1n : 0n;
  const kept = String(
    BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')) + up,
  ).padStart(fractionDigits + 1, '0');
  const keptWhole = kept.slice(0, kept.length - fractionDigits);
  const keptFraction = kept.slice(kept.length - fractionDigits).replace(/0+$/, '');
  return `${sign}${prefix}${keptWhole.replace(/\B(?=(\d{3})+$)/g, ',')}${keptFraction ? `.${keptFraction}` : ''}`;
}

/**
 * Whole Australian dollars as every price is shown, as `Intl.NumberFormat('en-AU', { style:
 * 'currency', currency: 'AUD', maximumFractionDigits: 0 })` prints them: `1093` → `"$1,093"`,
 * `-160` → `"-$160"`. Say the currency beside it with `CURRENCY_NOTES`.
 * @param amount - Dollars; fractions are rounded to whole dollars (half away from zero).
 * @returns The formatted amount.
 * @public
 */
export function formatMoney(amount: number): string {
  return enAu(amount, 0, '$');
}

/**
 * A count as the pricing pages print it, as `Intl.NumberFormat('en-AU', {
 * maximumFractionDigits: 1 })` does: `1500` → `"1,500"`, `62.5` → `"62.5"` (at most one decimal).
 * @param value - The count.
 * @returns The formatted count.
 * @public
 */
export function formatCount(value: number): string {
  return enAu(value, 1, '');
}
