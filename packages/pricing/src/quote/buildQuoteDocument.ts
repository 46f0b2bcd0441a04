import type { Pricing } from '../api/createPricing';
import { assert } from '../core/checks/assert';
import { BILLING_PERIODS } from '../core/types/billing';
import { LAB_MODULES } from '../core/types/labModules';
import { PRICED_PLANS, type PricedPlan } from '../core/types/plans';
import { PLANS } from '../data/plans';
import { PRICE_LIST_EFFECTIVE_DATE } from '../data/priceList';
import { LAB_MODULE_LABELS } from '../data/sliders';
import { CURRENCY_NOTES, PRICE_REGIONS } from '../money/currencyNotes';
import { formatCount } from '../money/formatMoney';
import { QUOTE_EMPTY_MESSAGE, quoteChoiceMessage } from './quoteMessages';
import { addDays, QUOTE_VALID_DAYS, quoteTerms } from './quoteTerms';
import type { QuoteDiscount, QuoteDocument, QuoteInput, QuoteLine } from './quoteTypes';

const MONTHS_PER_YEAR = 12;

/**
 * Builds a quote document from the quote functions of `pricing`: one line for TabLogs, one per
 * TabLabs module that has tests (or a price), the bundle discount when both products are
 * priced, and the totals. Pure: the date comes in with the input.
 */
export function buildQuoteDocument(input: QuoteInput, pricing: Pricing): QuoteDocument {
  const { plan, billing, logsPerMonth, lab } = input;
  const region = input.region ?? 'AU';
  assert(PRICED_PLANS.includes(plan), () => quoteChoiceMessage('plan', PRICED_PLANS, plan));
  assert(BILLING_PERIODS.includes(billing), () =>
    quoteChoiceMessage('billing', BILLING_PERIODS, billing),
  );
  assert(PRICE_REGIONS.includes(region), () => quoteChoiceMessage('region', PRICE_REGIONS, region));
  const validUntil = addDays(input.date, QUOTE_VALID_DAYS);
  const name = planName(plan);

  const loggingLines: QuoteLine[] = [];
  if (logsPerMonth !== undefined) {
    const quote = pricing.quoteLogging({ logsPerMonth, billing });
    loggingLines.push(
      line('TabLogs', `TabLogs ${name}`, quote.logsPerMonth, 'logs', quote.tier, quote[plan]),
    );
  }
  const labLines: QuoteLine[] = [];
  if (lab !== undefined) {
    const quote = pricing.quoteLab({ ...lab, billing });
    for (const module of LAB_MODULES) {
      const priced = quote.modules[module];
      // A module with no tests is left out, unless a replacement table charges for it.
      if (priced.tests === 0 && priced[plan] === 0) continue;
      const description = `TabLabs ${name}: ${LAB_MODULE_LABELS[module].name}`;
      labLines.push(line('TabLabs', description, priced.tests, 'tests', priced.tier, priced[plan]));
    }
  }
  const lines = [...loggingLines, ...labLines];
  assert(lines.length > 0, () => QUOTE_EMPTY_MESSAGE);

  const monthlyOf = (side: QuoteLine[]) => sum(side.map((each) => each.monthly));
  const loggingMonthly = loggingLines.length > 0 ? monthlyOf(loggingLines) : null;
  const labMonthly = labLines.length > 0 ? monthlyOf(labLines) : null;
  const priced = lines.every((each) => each.monthly !== null);
  let discount: QuoteDiscount | null = null;
  if (priced && loggingMonthly !== null && labMonthly !== null) {
    const bundle = pricing.quoteBundle({ logging: loggingMonthly, lab: labMonthly });
    discount = {
      description: `Bundle discount: 20% off ${bundle.discountedSide === 'lab' ? 'TabLabs' : 'TabLogs'}`,
      side: bundle.discountedSide,
      monthly: bundle.discount,
      yearly: bundle.discount * MONTHS_PER_YEAR,
    };
  }
  const monthly = priced ? monthlyOf(lines) - (discount?.monthly ?? 0) : null;
  const taxNote = CURRENCY_NOTES[region];
  const products = [loggingLines, labLines]
    .filter((side) => side.length > 0)
    .map((side) => side[0]?.product)
    .join(' + ');

  return {
    kind: priced ? 'priced' : 'contactSales',
    title: `${products}, ${name} plan`,
    date: input.date,
    validUntil,
    validDays: QUOTE_VALID_DAYS,
    priceListDate: PRICE_LIST_EFFECTIVE_DATE,
    plan,
    planName: name,
    billing,
    billingDescription: billing === 'monthly' ? 'Billed monthly' : 'Billed annually',
    region,
    currency: 'AUD',
    taxNote,
    lines,
    discount,
    totals:
      monthly === null
        ? null
        : {
            monthly,
            yearly: monthly * MONTHS_PER_YEAR,
            perInvoice: billing === 'monthly' ? monthly : monthly * MONTHS_PER_YEAR,
            invoicePeriod: billing === 'monthly' ? 'month' : 'year',
          },
    terms: quoteTerms(validUntil, PRICE_LIST_EFFECTIVE_DATE, taxNote),
  };
}

function line(
  product: QuoteLine['product'],
  description: string,
  count: number,
  unit: 'logs' | 'tests',
  tier: number | null,
  monthly: number | null,
): QuoteLine {
  const asked = `${formatCount(count)} ${unit} per month`;
  return {
    product,
    description,
    covers:
      tier === null
        ? `${asked}, above the largest tier: price from sales`
        : `${asked}, priced at the ${formatCount(tier)} tier`,
    tier,
    monthly,
    yearly: monthly === null ? null : monthly * MONTHS_PER_YEAR,
  };
}

function planName(plan: PricedPlan): string {
  return PLANS.find((each) => each.id === plan)?.name ?? plan;
}

// Only called on lines that all have a price, or whose total is then not used.
function sum(amounts: readonly (number | null)[]): number {
  return amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0);
}
