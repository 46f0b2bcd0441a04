import type { Billing } from '../types/billing';
import { assert } from './assert';
import { invalidBillingMessage, invalidCountMessage, invalidOptionsMessage } from './messages';
import { isCount, isRecord } from './predicates';

/**
 * Asserts that a quote function got an options object.
 * @param source - Function name for the message.
 * @param options - What was passed.
 */
export function assertOptions(
  source: string,
  options: unknown,
): asserts options is Readonly<Record<string, unknown>> {
  assert(isRecord(options), () => invalidOptionsMessage(source, options));
}

/**
 * Asserts that a billing argument is `'annual'` or `'monthly'`.
 * @param source - Function name for the message.
 * @param billing - What was passed.
 */
export function assertBilling(source: string, billing: unknown): asserts billing is Billing {
  assert(billing === 'annual' || billing === 'monthly', () =>
    invalidBillingMessage(source, billing),
  );
}

/**
 * Asserts that a count argument is a finite number, zero or more.
 * @param source - Function name for the message.
 * @param argument - Argument name for the message.
 * @param value - What was passed.
 * @param allowed - The allowed range, worded for the message.
 */
export function assertCount(
  source: string,
  argument: string,
  value: unknown,
  allowed: string,
): asserts value is number {
  assert(isCount(value), () => invalidCountMessage(source, argument, value, allowed));
}
