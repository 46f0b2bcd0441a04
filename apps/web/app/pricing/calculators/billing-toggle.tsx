import { BILLING_LABELS, BILLING_PERIODS, type Billing } from '@tablogs/pricing';
import { OptionToggle, type ToggleOption } from '@tablogs/ui';

// "Annual (-25%)" as one run of text, so it is also the option's accessible name.
const options = BILLING_PERIODS.map((period): ToggleOption<Billing> => {
  const { label, tag } = BILLING_LABELS[period];
  return {
    value: period,
    label: tag ? (
      <>
        {label} <span className="pricing-billing__tag">({tag})</span>
      </>
    ) : (
      label
    ),
  };
}) as [ToggleOption<Billing>, ToggleOption<Billing>];

interface BillingToggleProps {
  value: Billing;
  onChange: (billing: Billing) => void;
}

/** Annual (-25%) / Monthly, from the package's billing labels. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <OptionToggle
      label="Billing period"
      hideLabel
      options={options}
      value={value}
      onValueChange={onChange}
      className="pricing-billing"
    />
  );
}
