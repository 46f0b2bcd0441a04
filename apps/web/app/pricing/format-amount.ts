// Hand-rolled rather than Intl.NumberFormat: the first Intl object a page builds loads the ICU
// data, 30-60 ms of main-thread time measured in Chromium, which landed in the pricing pages'
// hydration. The output matches Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }) (a
// property test holds it to that), so the prerendered HTML and the browser print the same digits.

/** A count with a thousands separator: 1500 → "1,500"; 62.5 → "62.5". */
export function formatCount(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const tenths = roundedTenths(Math.abs(value));
  const whole = tenths.slice(0, -1) || '0';
  const tenth = tenths.slice(-1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${tenth === '0' ? '' : `.${tenth}`}`;
}

/** Whole dollars as the pricing pages print them: 1093 → "$1,093". */
export function formatDollars(amount: number): string {
  return `$${formatCount(amount)}`;
}

/**
 * `abs` in tenths as a digit string, rounded half away from zero. Like ICU, it rounds the
 * shortest decimal that reads back as the same double (0.15 → "0.15" → 0.2), not the double's
 * exact binary value (0.1499999…).
 */
function roundedTenths(abs: number): string {
  const [mantissa = '0', exponent = '0'] = abs.toString().split('e');
  const [intPart = '0', fraction = ''] = mantissa.split('.');
  const digits = intPart + fraction;
  // How many leading digits lie before the hundredths: the whole part plus one decimal.
  const kept = intPart.length + Number(exponent) + 1;
  if (kept <= 0) return '0';
  const padded = digits.padEnd(kept + 1, '0');
  const roundsUp = (padded[kept] ?? '0') >= '5';
  return (BigInt(padded.slice(0, kept)) + (roundsUp ? 1n : 0n)).toString();
}
