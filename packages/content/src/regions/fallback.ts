/**
 * Walks a fallback chain and returns the items of the first type that has any.
 * `itemsOf` gives the items of one type (already filtered, e.g. to one category).
 */
export function firstWithItems<T extends string, I>(
  chain: readonly T[],
  itemsOf: (type: T) => readonly I[],
): { type: T; items: readonly I[] } | null {
  for (const type of chain) {
    const items = itemsOf(type);
    if (items.length > 0) return { type, items };
  }
  return null;
}

/**
 * Per-key fallback: for every key (e.g. a feature category or a home tab), takes the items of
 * the first type in the chain that has items for that key. Keys follow `keys` order; items keep
 * their order within a type.
 */
export function fallbackPerKey<T extends string, K extends string, I>(
  chain: readonly T[],
  keys: readonly K[],
  itemsOf: (type: T) => readonly I[],
  keyOf: (item: I) => K,
): I[] {
  return keys.flatMap(
    (key) =>
      firstWithItems(chain, (type) => itemsOf(type).filter((item) => keyOf(item) === key))?.items ??
      [],
  );
}
