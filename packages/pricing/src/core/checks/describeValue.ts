/**
 * Shows a value the way an error message should quote it: strings in quotes,
 * numbers as written (`NaN`, `-Infinity`), everything else by its type.
 * @param value - Any value a caller passed in.
 * @returns A short, readable rendering.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'an array';
  }
  return typeof value === 'object' ? 'an object' : String(value);
}
