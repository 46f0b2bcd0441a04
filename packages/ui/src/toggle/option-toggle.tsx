import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { type ReactNode, useId } from 'react';
import { cx } from '../lib/cx';

export interface ToggleOption<TValue extends string> {
  value: TValue;
  label: ReactNode;
  /** A short note shown in the option, e.g. "-25%". */
  badge?: ReactNode;
}

export interface OptionToggleProps<TValue extends string> {
  /** Visible label naming the choice, e.g. "Billing period". */
  label: ReactNode;
  /** Hide the label visually while keeping it as the accessible name. */
  hideLabel?: boolean;
  /** Exactly two options: one is always selected. */
  options: readonly [ToggleOption<TValue>, ToggleOption<TValue>];
  value: TValue;
  onValueChange: (value: TValue) => void;
  className?: string;
}

/**
 * A two-way switch such as Annual / Monthly. Radix lets a single toggle group be emptied by
 * pressing the selected item again; here that press is ignored so a period is always chosen.
 */
export function OptionToggle<TValue extends string>({
  label,
  hideLabel = false,
  options,
  value,
  onValueChange,
  className,
}: OptionToggleProps<TValue>) {
  const labelId = useId();
  const handleChange = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) {
      onValueChange(option.value);
    }
  };
  return (
    <div data-slot="option-toggle" className={cx('tl-option-toggle', className)}>
      <span
        id={labelId}
        className={cx('tl-option-toggle__label', hideLabel && 'tl-visually-hidden')}
      >
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        aria-labelledby={labelId}
        value={value}
        onValueChange={handleChange}
        className="tl-option-toggle__group"
      >
        {options.map((option) => (
          <ToggleGroup.Item
            key={option.value}
            value={option.value}
            className="tl-option-toggle__item"
          >
            {option.label}
            {option.badge ? <span className="tl-option-toggle__badge">{option.badge}</span> : null}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
