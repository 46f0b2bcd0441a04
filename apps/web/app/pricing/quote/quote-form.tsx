import { PLANS, type PricedPlan } from '@tablogs/pricing';
import { type QuoteInput, quoteQueryParams } from '@tablogs/pricing/quote';
import { Button } from '@tablogs/ui';
import { useId } from 'react';
import { useRegionStore } from '../../region/region-store';

export const QUOTE_PATH = '/pricing/quote';

interface QuoteFormProps {
  /** What the calculator shows now; `plan` is chosen in the form when left out. */
  selection: Omit<QuoteInput, 'date' | 'region' | 'plan'> & { plan?: PricedPlan };
}

/**
 * "Print or save quote": a GET form to the quote page with the calculator's own parameters, so
 * it works without JavaScript (the hidden fields then hold what the page opened on). Only the
 * calculator's numbers are sent, no personal data, which is why it may be a GET.
 */
export function QuoteForm({ selection }: QuoteFormProps) {
  const planFieldId = useId();
  const region = useRegionStore((state) => state.region);
  const params = quoteQueryParams({
    ...selection,
    plan: selection.plan ?? 'standard',
    ...(region ? { region } : {}),
  });
  const hidden = Object.entries(params).filter(
    ([name]) => name !== 'plan' || selection.plan !== undefined,
  );
  return (
    <form method="get" action={QUOTE_PATH} className="quote-form">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {selection.plan === undefined ? (
        <span className="quote-form__plan">
          <label htmlFor={planFieldId}>Quote for</label>
          <select id={planFieldId} name="plan" defaultValue="standard">
            {PLANS.filter((plan) => plan.priceLabel === null).map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <Button type="submit" variant="secondary">
        Print or save quote
      </Button>
    </form>
  );
}
