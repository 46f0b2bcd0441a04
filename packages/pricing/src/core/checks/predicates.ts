/**
 * Whether a value is a usable count per month: a finite number, zero or more.
 * Fractions are allowed; they price at the next tier up.
 * @param value - Any value.
 * @returns True for a finite, non-negative number.
 */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Whether a value is a whole, non-negative, safely representable integer.
 * @param value - Any value.
 * @returns True for 0, 1, 2, … up to `Number.MAX_SAFE_INTEGER`.
 */
export function isNonNegativeInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * Whether a value is a non-null object (not an array).
 * @param value - Any value.
 * @returns True for plain objects and class instances.
 */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
