import {
  DEFAULT_LOGGING_PAGE_STATE,
  LOGGING_FEATURES,
  loggingQueryParams,
  quoteLogging,
  readLoggingQuery,
} from '@tablogs/pricing';
import { Container, Section } from '@tablogs/ui';
import { quotePrices } from '../plans/plan-columns';
import { PlanComparison } from '../plans/plan-comparison';
import { QuoteForm } from '../quote/quote-form';
import { BillingToggle } from './billing-toggle';
import { LogsSlider } from './logs-slider';
import { PricingIntro } from './pricing-intro';
import { TimeSavings } from './time-savings';
import { useQueryState } from './use-query-state';

/** The TabLogs calculator: volume and billing (kept in the URL), the plans, the time saved. */
export function LoggingPricing() {
  const [{ logs, billing }, update] = useQueryState({
    defaults: DEFAULT_LOGGING_PAGE_STATE,
    read: readLoggingQuery,
    toParams: loggingQueryParams,
  });
  const quote = quoteLogging({ logsPerMonth: logs, billing });
  return (
    <>
      <Section spacing="sm" className="pricing-hero">
        <Container>
          <PricingIntro
            title="TabLogs pricing"
            lead="One monthly price for your whole team, set by how many borehole logs you create. Every plan includes unlimited users."
          />
          <div className="pricing-controls pricing-controls--logging">
            <LogsSlider
              label="How many logs do you create?"
              value={logs}
              onChange={(next) => update({ logs: next })}
              className="pricing-controls__slider"
            />
            <BillingToggle value={billing} onChange={(next) => update({ billing: next })} />
          </div>
          <PlanComparison
            caption="TabLogs plans compared"
            prices={quotePrices(quote)}
            billing={billing}
            features={LOGGING_FEATURES}
          />
          <QuoteForm selection={{ logsPerMonth: logs, billing }} />
        </Container>
      </Section>
      <TimeSavings logs={logs} />
    </>
  );
}
