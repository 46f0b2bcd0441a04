import {
  DEFAULT_LAB_PAGE_STATE,
  LAB_FEATURES,
  LAB_MODULES,
  labQueryParams,
  quoteLab,
  readLabQuery,
} from '@tablogs/pricing';
import { Container, Section } from '@tablogs/ui';
import { BundleView } from '../bundle/bundle-view';
import { isEmptyLabQuote, labPlanPrices } from '../plans/lab-prices';
import { PlanComparison } from '../plans/plan-comparison';
import { QuoteForm } from '../quote/quote-form';
import { BillingToggle } from './billing-toggle';
import { ModuleSlider } from './module-slider';
import { PricingIntro } from './pricing-intro';
import { useQueryState } from './use-query-state';

/** The TabLabs calculator: tests per module and billing (kept in the URL), plans, bundle. */
export function LabPricing() {
  const [state, update] = useQueryState({
    defaults: DEFAULT_LAB_PAGE_STATE,
    read: readLabQuery,
    toParams: labQueryParams,
  });
  const quote = quoteLab(state);
  return (
    <>
      <Section spacing="sm" className="pricing-hero">
        <Container>
          <PricingIntro
            title="TabLabs pricing"
            lead="There is no limit on users or labs. Prices follow the average number of tests a lab completes per month, module by module."
          />
          <div className="pricing-controls pricing-controls--lab">
            <BillingToggle value={state.billing} onChange={(billing) => update({ billing })} />
            <fieldset className="module-sliders">
              <legend className="tl-visually-hidden">Tests per month by module</legend>
              {LAB_MODULES.map((module) => (
                <ModuleSlider
                  key={module}
                  module={module}
                  value={state[module]}
                  onChange={(tests) => update({ [module]: tests })}
                />
              ))}
            </fieldset>
          </div>
          <PlanComparison
            caption="TabLabs plans compared"
            prices={labPlanPrices(quote)}
            billing={state.billing}
            features={LAB_FEATURES}
          />
          {isEmptyLabQuote(quote) ? null : (
            <QuoteForm
              selection={{
                lab: { soil: state.soil, concrete: state.concrete, asphalt: state.asphalt },
                billing: state.billing,
              }}
            />
          )}
        </Container>
      </Section>
      <BundleView labQuote={quote} />
    </>
  );
}
