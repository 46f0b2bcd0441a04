import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cx } from '../lib/cx';

export interface SliderProps {
  /** Visible label, also the slider's accessible name. */
  label: ReactNode;
  min: number;
  max: number;
  step: number;
  /** Controlled value; leave out and use `defaultValue` to let the slider keep its own state. */
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Turns the number into the text shown beside the label and announced as aria-valuetext. */
  formatValue?: (value: number) => string;
  /** Form field name, so the value is submitted with a surrounding form. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

export function Slider({
  label,
  min,
  max,
  step,
  value,
  defaultValue,
  onValueChange,
  formatValue = String,
  name,
  disabled,
  className,
}: SliderProps) {
  const labelId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? min);
  const current = value ?? ownValue;
  const valueText = formatValue(current);

  const change = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped === current) return;
    setOwnValue(clamped);
    onValueChange?.(clamped);
  };

  // Every key is handled here, so each browser moves the same way: arrows one step, Page keys
  // ten steps, Home/End the ends (browsers' own Page step is a tenth of the range).
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const target = keyTarget(event.key, current, { min, max, step });
    if (target === null) return;
    event.preventDefault();
    change(target);
  };

  const fill = max > min ? ((current - min) / (max - min)) * 100 : 0;

  return (
    <div data-slot="slider" className={cx('tl-slider', className)}>
      <div className="tl-slider__header">
        <span id={labelId} className="tl-slider__label">
          {label}
        </span>
        <span className="tl-slider__value" aria-hidden="true">
          {valueText}
        </span>
      </div>
      {/* A native range input: the thumb is in the prerendered HTML and needs no layout work to hydrate. */}
      <input
        type="range"
        className="tl-slider__input"
        style={{ '--tl-slider-fill': `${fill}%` } as CSSProperties}
        min={min}
        max={max}
        step={step}
        value={current}
        name={name}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={valueText}
        onChange={(event) => change(Number(event.currentTarget.value))}
        onKeyDown={handleKeyDown}
      />
      <div className="tl-slider__scale" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}

/** The value a key moves the slider to, or null for keys the slider does not use. */
function keyTarget(
  key: string,
  value: number,
  { min, max, step }: { min: number; max: number; step: number },
): number | null {
  const by = (steps: number) => Math.min(max, Math.max(min, value + steps * step));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return by(1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return by(-1);
    case 'PageUp':
      return by(10);
    case 'PageDown':
      return by(-10);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}
