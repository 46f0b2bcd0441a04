import type { Billing } from '../core/types/billing';
import { LAB_MODULES } from '../core/types/labModules';
import type { PricedPlan } from '../core/types/plans';
import type { LabQuote, LoggingQuote, PlanBundleQuote } from '../core/types/quotes';
import { CONTACT_SALES_LABEL, PLANS } from '../data/plans';
import { LAB_MODULE_LABELS } from '../data/sliders';
import { CURRENCY_NOTES, type PriceRegion } from '../money/currencyNotes';
import { dollars, formatTable } from './formatTable';

const ENTERPRISE_ROW = ['Enterprise', 'Contact us'] as const;

/**
 * Renders a TabLogs quote as a small plan table.
 * @param quote - A `quoteLogging` result.
 * @param region - Words the currency and tax note.
 * @returns The text, ending in a newline.
 */
export function renderLoggingQuote(quote: LoggingQuote, region: PriceRegion): string {
  const tier = quote.tier === null ? 'above the largest tier' : `${quote.tier} tier`;
  return lines([
    `TabLogs: ${quote.logsPerMonth} logs per month (${tier}), ${quote.billing} billing`,
    ...formatTable(
      [
        ['Plan', 'Price per month'],
        ['Standard', dollars(quote.standard)],
        ['Plus', dollars(quote.plus)],
        ENTERPRISE_ROW,
      ],
      ['left', 'right'],
    ),
    priceNote(region),
  ]);
}

/**
 * Renders a TabLabs quote: one row per module, then the totals.
 * @param quote - A `quoteLab` result.
 * @param region - Words the currency and tax note.
 * @returns The text, ending in a newline.
 */
export function renderLabQuote(quote: LabQuote, region: PriceRegion): string {
  const moduleRows = LAB_MODULES.map((module) => {
    const line = quote.modules[module];
    return [
      LAB_MODULE_LABELS[module].name,
      String(line.tests),
      line.tier === null ? '-' : String(line.tier),
      dollars(line.standard),
      dollars(line.plus),
    ];
  });
  return lines([
    `TabLabs: tests per month by module, ${quote.billing} billing`,
    ...formatTable(
      [
        ['Module', 'Tests', 'Tier', 'Standard', 'Plus'],
        ...moduleRows,
        ['Total', '', '', dollars(quote.standard), dollars(quote.plus)],
      ],
      ['left', 'right', 'right', 'right', 'right'],
    ),
    `Enterprise: ${ENTERPRISE_ROW[1]}`,
    priceNote(region),
  ]);
}

/**
 * Renders the bundle price of each requested plan.
 * @param billing - The billing period of both quotes.
 * @param bundles - Plan → bundle, or null when a side is contact sales.
 * @param region - Words the currency and tax note.
 * @returns The text, ending in a newline.
 */
export function renderBundles(
  billing: Billing,
  bundles: readonly (readonly [PricedPlan, PlanBundleQuote | null])[],
  region: PriceRegion,
): string {
  const rows = bundles.map(([plan, bundle]) =>
    bundle === null
      ? [planName(plan), CONTACT_SALES_LABEL, '', '', '']
      : [
          planName(plan),
          dollars(bundle.logging),
          dollars(bundle.lab),
          `-${dollars(bundle.discount)}`,
          dollars(bundle.total),
        ],
  );
  return lines([
    `TabLogs + TabLabs bundle, ${billing} billing: 20% off the lower-priced plan`,
    ...formatTable(
      [['Plan', 'TabLogs', 'TabLabs', 'Discount', 'Total'], ...rows],
      ['left', 'right', 'right', 'right', 'right'],
    ),
    priceNote(region),
  ]);
}

/** The line under every table: what the amounts are in. */
function priceNote(region: PriceRegion): string {
  return `Prices: ${CURRENCY_NOTES[region]}`;
}

function planName(plan: PricedPlan): string {
  return PLANS.find((presentation) => presentation.id === plan)?.name ?? plan;
}

function lines(text: readonly string[]): string {
  return `${text.join('\n')}\n`;
}
