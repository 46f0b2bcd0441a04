import type { QueryParamReader } from '../core/query/queryParams';
import { BILLING_PERIODS, type Billing } from '../core/types/billing';
import { LAB_MODULES } from '../core/types/labModules';
import { PRICED_PLANS, type PricedPlan } from '../core/types/plans';
import { DEFAULT_BILLING } from '../data/plans';
import { PRICE_REGIONS, type PriceRegion } from '../money/currencyNotes';
import type { QuoteInput } from './quoteTypes';

/** What a quote's URL asks for, before it is dated. */
export type QuoteQueryInput = Omit<QuoteInput, 'date'>;

/**
 * The answer of `readQuoteQuery`: the input, or what is wrong with the query, one sentence per
 * problem.
 * @public
 */
export type QuoteQuery =
  | { readonly ok: true; readonly input: Omit<QuoteInput, 'date'> }
  | { readonly ok: false; readonly problems: readonly string[] };

// Plain decimal digits, at most seven: a count the calculators could send, or a larger one that
// is quoted as "contact sales"; never ' 250', '2.5e2' or '0x10'.
const COUNT = /^\d{1,7}$/;
const MODULE_NAMES = { soil: 'Soil tests', concrete: 'Concrete tests', asphalt: 'Asphalt tests' };

/** Reads a quote's query strictly: unlike the calculators' own, a bad value is a problem. */
export function readQuoteQueryStrictly(params: QueryParamReader): QuoteQuery {
  const problems: string[] = [];
  const count = (name: string, label: string): number | undefined => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    if (COUNT.test(raw)) return Number(raw);
    problems.push(`${label} must be a whole number, 0 or more; got "${raw.slice(0, 20)}".`);
    return undefined;
  };
  const choice = <T extends string>(name: string, choices: readonly T[], fallback: T): T => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    const match = choices.find((each) => each === raw);
    if (match !== undefined) return match;
    problems.push(`${name} must be ${choices.join(' or ')}; got "${raw.slice(0, 20)}".`);
    return fallback;
  };
  const logsPerMonth = count('logs', 'Logs per month');
  const tests = LAB_MODULES.map((module) => [module, count(module, MODULE_NAMES[module])] as const);
  const billing: Billing = choice('billing', BILLING_PERIODS, DEFAULT_BILLING);
  const plan: PricedPlan = choice('plan', PRICED_PLANS, 'standard');
  const region: PriceRegion = choice('region', PRICE_REGIONS, 'AU');
  const anyLab = tests.some(([, value]) => value !== undefined && value > 0);
  if (problems.length === 0 && logsPerMonth === undefined && !anyLab) {
    problems.push('Choose logs per month or lab tests to quote.');
  }
  if (problems.length > 0) return { ok: false, problems };
  const lab = anyLab
    ? {
        soil: 0,
        concrete: 0,
        asphalt: 0,
        ...Object.fromEntries(tests.filter(([, v]) => v !== undefined)),
      }
    : undefined;
  return {
    ok: true,
    input: {
      ...(logsPerMonth === undefined ? {} : { logsPerMonth }),
      ...(lab === undefined ? {} : { lab }),
      billing,
      plan,
      region,
    },
  };
}

/** The query that asks for a quote: the calculators' parameter names, with `plan` and `region`. */
export function quoteQueryParamsOf(input: QuoteQueryInput): Record<string, string> {
  const params: Record<string, string> = {};
  if (input.logsPerMonth !== undefined) params.logs = String(input.logsPerMonth);
  if (input.lab !== undefined) {
    for (const module of LAB_MODULES) params[module] = String(input.lab[module]);
  }
  params.billing = input.billing;
  params.plan = input.plan;
  if (input.region !== undefined) params.region = input.region;
  return params;
}
