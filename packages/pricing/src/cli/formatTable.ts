import { formatMoney } from '../money/formatMoney';

/** How a column lines up: text to the left, numbers and prices to the right. */
export type ColumnAlign = 'left' | 'right';

/**
 * Lays out rows as a plain-text table with two spaces between columns.
 * @param rows - Cells, the first row being the header.
 * @param align - Alignment per column.
 * @returns The table's lines.
 */
export function formatTable(
  rows: readonly (readonly string[])[],
  align: readonly ColumnAlign[],
): string[] {
  const widths = align.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows.map((row) =>
    align
      .map((side, column) => {
        const cell = row[column] ?? '';
        const width = widths[column] ?? 0;
        return side === 'left' ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd(),
  );
}

/**
 * Formats whole dollars for the terminal: `$1,093`.
 * @param amount - Whole dollars, or null for contact sales.
 * @returns The amount, or `Contact sales`.
 */
export function dollars(amount: number | null): string {
  return amount === null ? 'Contact sales' : formatMoney(amount);
}
