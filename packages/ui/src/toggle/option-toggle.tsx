import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { cx } from '../lib/cx';
import { moveFocus } from '../nav-menu/focus-list';

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
 * A two-way switch such as Annual / Monthly: a radio group of buttons, so one option is always
 * chosen. As in any radio group, arrow keys move to the other option and choose it (roving
 * tabindex); Space or Enter chooses the focused one.
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
  const moveBetweenOptions = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'));
    const key = { ArrowRight: 'ArrowDown', ArrowLeft: 'ArrowUp' }[event.key] ?? event.key;
    if (!moveFocus(items, event.target as Element, key)) return;
    event.preventDefault();
    const focused = options[items.indexOf(document.activeElement as HTMLElement)];
    if (focused && focused.value !== value) onValueChange(focused.value);
  };
  return (
    <div data-slot="option-toggle" className={cx('tl-option-toggle', className)}>
      <span
        id={labelId}
        className={cx('tl-option-toggle__label', hideLabel && 'tl-visually-hidden')}
      >
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="tl-option-toggle__group"
        onKeyDown={moveBetweenOptions}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons; the radio role gives it the radio group's semantics and keys
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={checked}
              data-state={checked ? 'on' : 'off'}
              tabIndex={checked ? 0 : -1}
              className="tl-option-toggle__item"
              onClick={() => {
                if (!checked) onValueChange(option.value);
              }}
            >
              {option.label}
              {option.badge ? (
                <span className="tl-option-toggle__badge">{option.badge}</span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
