/**
 * The tier a count is priced at, found the slow, obvious way (a scan), to
 * check the constant-time lookup against.
 * @param counts - Tier counts, ascending.
 * @param count - A count, 0 or more.
 * @returns The tier count, or null above the last tier.
 */
export function referenceTier(counts: readonly number[], count: number): number | null {
  return counts.find((tier) => tier >= count) ?? null;
}
