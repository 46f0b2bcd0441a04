import { assert } from '../checks/assert';
import {
  duplicateCountMessage,
  invalidRowFieldMessage,
  invalidRowMessage,
  invalidRowSourceMessage,
  invalidTableMessage,
  unevenStepMessage,
  unsortedCountsMessage,
} from '../checks/messages';
import { isNonNegativeInteger, isRecord } from '../checks/predicates';
import type { TierGrid } from './tierIndex';

/**
 * Checks the shape and the counts of a replacement tier table: a non-empty
 * array of row objects whose counts are non-negative integers, strictly
 * ascending, one even step apart, and whose `source` is known.
 * @param table - Table name for messages, e.g. `labTiers`.
 * @param rows - The table as passed in.
 * @param countField - `logs` or `tests`.
 * @returns The table's grid.
 * @throws RangeError naming the first problem found.
 */
export function validateTierCounts(table: string, rows: unknown, countField: string): TierGrid {
  assert(Array.isArray(rows) && rows.length > 0, () => invalidTableMessage(table, rows));
  const counts: number[] = [];
  rows.forEach((row: unknown, index) => {
    assert(isRecord(row), () => invalidRowMessage(table, index, row));
    const count = row[countField];
    assert(isNonNegativeInteger(count), () =>
      invalidRowFieldMessage(table, index, countField, count),
    );
    assert(row.source === 'stated' || row.source === 'interpolated', () =>
      invalidRowSourceMessage(table, index, row.source),
    );
    counts.push(count);
  });
  const first = counts[0] ?? 0;
  const last = counts[counts.length - 1] ?? first;
  const step = (counts[1] ?? first) - first;
  for (let index = 1; index < counts.length; index += 1) {
    const previous = counts[index - 1] ?? 0;
    const current = counts[index] ?? 0;
    assert(current !== previous, () => duplicateCountMessage(table, countField, current, index));
    assert(current > previous, () =>
      unsortedCountsMessage(table, countField, index, previous, current),
    );
    assert(current - previous === step, () =>
      unevenStepMessage(table, countField, step, index, current - previous),
    );
  }
  return { first, last, step };
}
