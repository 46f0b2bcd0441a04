// The one place the package formats money and counts (decision 0055). Formatters are made on
// first use, not at import: a module with a top-level `new Intl.NumberFormat` would have a side
// effect (no tree-shaking) and would load ICU data in every page that imports the package.
let money: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;

/**
 * Whole Australian dollars as every price is shown, with `Intl.NumberFormat('en-AU')`:
 * `1093` → `"$1,093"`, `-160` → `"-$160"`. Say the currency beside it with `CURRENCY_NOTES`.
 * @param amount - Dollars; fractions are rounded to whole dollars.
 * @returns The formatted amount.
 * @public
 */
export function formatMoney(amount: number): string {
  money ??= new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return money.format(amount);
}

/**
 * A count as the pricing pages print it, with `Intl.NumberFormat('en-AU')`: `1500` → `"1,500"`,
 * `62.5` → `"62.5"` (at most one decimal).
 * @param value - The count.
 * @returns The formatted count.
 * @public
 */
export function formatCount(value: number): string {
  count ??= new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
  return count.format(value);
}
