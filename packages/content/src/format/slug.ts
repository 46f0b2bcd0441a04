/** A URL slug from a title: lowercase ASCII words joined by hyphens (`&` reads as "and"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Finds an item by any of the keys a URL may carry: its slug, its entry id, or the spec's id
 * (the title itself, URL-encoded or already decoded by the router).
 */
export function findByKey<T extends { id: string; slug: string }>(
  items: readonly T[],
  key: string,
  titleOf: (item: T) => string,
): T | undefined {
  const decoded = safeDecode(key);
  return (
    items.find((item) => item.slug === key || item.slug === decoded) ??
    items.find((item) => titleOf(item) === decoded || titleOf(item) === key) ??
    items.find((item) => item.id === key)
  );
}
