import {
  BILLING_LABELS,
  BUNDLE_HEADLINE,
  BUNDLE_NOTE,
  bundleQuotes,
  CONTACT_SALES_LABEL,
  type LabQuote,
  LOGGING_SLIDER,
  PLANS,
  type PricedPlan,
  quoteLogging,
} from '@tablogs/pricing';
import { Container, OptionToggle, Section, type ToggleOption } from '@tablogs/ui';
import { useState } from 'react';
import { BundleReceipt } from './bundle-receipt';
import { EMPTY_LAB_QUOTE_TEXT, isEmptyLabQuote } from './lab-prices';
import { LogsSlider } from './logs-slider';

const planName = (plan: PricedPlan) =>
  PLANS.find((candidate) => candidate.id === plan)?.name ?? plan;
const planOptions: [ToggleOption<PricedPlan>, ToggleOption<PricedPlan>] = [
  { value: 'standard', label: planName('standard') },
  { value: 'plus', label: planName('plus') },
];

/**
 * TabLogs + TabLabs: the same plan of both products, 20% off the lower-priced one
 * (bundleQuotes), in the billing period chosen above.
 */
export function BundleView({ labQuote }: { labQuote: LabQuote }) {
  const [plan, setPlan] = useState<PricedPlan>('standard');
  const [logs, setLogs] = useState(LOGGING_SLIDER.defaultValue);
  const loggingQuote = quoteLogging({ logsPerMonth: logs, billing: labQuote.billing });
  const bundle = bundleQuotes(loggingQuote, labQuote, plan);
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
          {isEmptyLabQuote(labQuote) ? (
            <p className="bundle__empty">{EMPTY_LAB_QUOTE_TEXT}</p>
          ) : bundle ? (
            <BundleReceipt
              bundle={bundle}
              planName={planName(plan)}
              logs={logs}
              priceSuffix={BILLING_LABELS[labQuote.billing].priceSuffix}
            />
          ) : (
            <p className="bundle__empty">{CONTACT_SALES_LABEL}</p>
          )}
        </div>
      </Container>
    </Section>
  );
}
