import {
  BILLING_LABELS,
  BUNDLE_HEADLINE,
  BUNDLE_NOTE,
  CONTACT_SALES_LABEL,
  LAB_MODULES,
  type LabModule,
  type LabQuote,
  LOGGING_SLIDER,
  PLANS,
  PRICE_LIST_EFFECTIVE_DATE,
  type PricedPlan,
} from '@tablogs/pricing';
import { quoteDocument } from '@tablogs/pricing/quote';
import { Container, OptionToggle, Section, type ToggleOption } from '@tablogs/ui';
import { useState } from 'react';
import { LogsSlider } from '../calculators/logs-slider';
import { EMPTY_LAB_QUOTE_TEXT, isEmptyLabQuote } from '../plans/lab-prices';
import { QuoteForm } from '../quote/quote-form';
import { BundleReceipt } from './bundle-receipt';

const planName = (plan: PricedPlan) =>
  PLANS.find((candidate) => candidate.id === plan)?.name ?? plan;
const planOptions: [ToggleOption<PricedPlan>, ToggleOption<PricedPlan>] = [
  { value: 'standard', label: planName('standard') },
  { value: 'plus', label: planName('plus') },
];

/**
 * TabLogs + TabLabs: the same plan of both products, 20% off the lower-priced one, in the
 * billing period chosen above. The receipt is the quote document a printed quote shows
 * (quoteDocument); it shows no date, so the document is dated with the price list.
 */
export function BundleView({ labQuote }: { labQuote: LabQuote }) {
  const [plan, setPlan] = useState<PricedPlan>('standard');
  const [logs, setLogs] = useState(LOGGING_SLIDER.defaultValue);
  const lab = Object.fromEntries(
    LAB_MODULES.map((module) => [module, labQuote.modules[module].tests]),
  ) as Record<LabModule, number>;
  const selection = { logsPerMonth: logs, lab, billing: labQuote.billing, plan };
  const quote = isEmptyLabQuote(labQuote)
    ? null
    : quoteDocument({ ...selection, date: PRICE_LIST_EFFECTIVE_DATE });
  return (
    <Section tone="sand" spacing="sm" aria-labelledby="bundle-title">
      <Container className="bundle">
        <div className="bundle__copy">
          <p className="tl-eyebrow">TabLogs + TabLabs</p>
          <h2 id="bundle-title" className="bundle__title">
            {BUNDLE_HEADLINE}
          </h2>
          <p>{BUNDLE_NOTE}.</p>
          <div className="bundle__controls">
            <OptionToggle
              label="Plan for both products"
              options={planOptions}
              value={plan}
              onValueChange={setPlan}
            />
            <LogsSlider label="TabLogs volume" value={logs} onChange={setLogs} />
          </div>
        </div>
        <div className="bundle__result" aria-live="polite">
          {quote === null ? (
            <p className="bundle__empty">{EMPTY_LAB_QUOTE_TEXT}</p>
          ) : quote.kind === 'priced' ? (
            <>
              <BundleReceipt
                quote={quote}
                priceSuffix={BILLING_LABELS[labQuote.billing].priceSuffix}
              />
              <QuoteForm selection={selection} />
            </>
          ) : (
            <p className="bundle__empty">{CONTACT_SALES_LABEL}</p>
          )}
        </div>
      </Container>
    </Section>
  );
}
