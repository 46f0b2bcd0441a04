import type { LabQuote } from '@tablogs/pricing';
import { type PlanPrices, quotePrices } from './plan-columns';

/** Shown in place of prices while every module is at 0 tests (a $0 quote looks broken). */
export const EMPTY_LAB_QUOTE_TEXT = 'Move a slider to see your price';

/** Whether the visitor has not asked for any tests yet. */
export function isEmptyLabQuote(quote: LabQuote): boolean {
  return Object.values(quote.modules).every((module) => module.tests === 0);
}

/** The plan prices of a lab quote, or the empty-quote prompt while all modules are at 0. */
export function labPlanPrices(quote: LabQuote): PlanPrices {
  if (isEmptyLabQuote(quote)) {
    const prompt = { text: EMPTY_LAB_QUOTE_TEXT, quiet: true };
    return { standard: prompt, plus: prompt };
  }
  return quotePrices(quote);
}
