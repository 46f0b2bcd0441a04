// Fixed locale: the prerendered HTML and the browser must print the same digits.
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A count with a thousands separator: 1500 → "1,500"; 62.5 → "62.5". */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** Whole dollars as the pricing pages print them: 1093 → "$1,093". */
export function formatDollars(amount: number): string {
  return `$${formatCount(amount)}`;
}
