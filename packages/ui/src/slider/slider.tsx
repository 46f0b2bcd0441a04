import * as SliderPrimitive from '@radix-ui/react-slider';
import { type ReactNode, useId, useState } from 'react';
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

  const handleChange = ([next]: number[]) => {
    if (next === undefined) {
      return;
    }
    setOwnValue(next);
    onValueChange?.(next);
  };

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
      <SliderPrimitive.Root
        className="tl-slider__root"
        min={min}
        max={max}
        step={step}
        value={[current]}
        onValueChange={handleChange}
        name={name}
        disabled={disabled}
      >
        <SliderPrimitive.Track className="tl-slider__track">
          <SliderPrimitive.Range className="tl-slider__range" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          className="tl-slider__thumb"
          aria-labelledby={labelId}
          aria-valuetext={valueText}
        />
      </SliderPrimitive.Root>
      <div className="tl-slider__scale" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
