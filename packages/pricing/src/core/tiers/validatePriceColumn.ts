import { assert } from '../checks/assert';
import { decreasingPriceMessage, invalidRowFieldMessage } from '../checks/messages';
import { isNonNegativeInteger } from '../checks/predicates';

/**
 * Checks one price column of a tier table: every price a non-negative integer
 * (whole dollars) and never falling as the count rises.
 * @typeParam TRow - The row type of the table.
 * @param table - Table name for messages.
 * @param rows - Rows already checked by `validateTierCounts`.
 * @param column - The price field to check.
 * @throws RangeError naming the first bad row.
 */
export function validatePriceColumn<TRow extends object>(
  table: string,
  rows: readonly TRow[],
  column: keyof TRow & string,
): void {
  let previous = 0;
  rows.forEach((row, index) => {
    const price: unknown = row[column];
    assert(isNonNegativeInteger(price), () => invalidRowFieldMessage(table, index, column, price));
    assert(index === 0 || price >= previous, () =>
      decreasingPriceMessage(table, column, index, previous, price),
    );
    previous = price;
  });
}
