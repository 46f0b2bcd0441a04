/**
 * Throws a `RangeError` when a condition does not hold. The message is built
 * lazily so the happy path in hot quote functions allocates no strings.
 * @param condition - What must be true.
 * @param message - Builds the error message (see `messages.ts`).
 */
export function assert(condition: unknown, message: () => string): asserts condition {
  if (!condition) {
    throw new RangeError(message());
  }
}
