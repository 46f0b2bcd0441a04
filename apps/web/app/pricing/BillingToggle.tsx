import { BILLING_LABELS, BILLING_PERIODS, type Billing } from '@tablogs/pricing';
import { OptionToggle, type ToggleOption, VisuallyHidden } from '@tablogs/ui';

// "Annual (-25%)": the tag is a pill on screen; the brackets are for screen readers.
const options = BILLING_PERIODS.map((period): ToggleOption<Billing> => {
  const { label, tag } = BILLING_LABELS[period];
  return {
    value: period,
    label: tag ? (
      <>
        {label}
        <VisuallyHidden> (</VisuallyHidden>
      </>
    ) : (
      label
    ),
    badge: tag ? (
      <>
        {tag}
        <VisuallyHidden>)</VisuallyHidden>
      </>
    ) : undefined,
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
