import * as SliderPrimitive from '@radix-ui/react-slider';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
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

/**
 * A Radix slider with the label and value above it and the bounds below. Keys (Radix): arrows
 * one step, Page Up/Down ten, Home/End the ends.
 */
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
    if (next === undefined) return;
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
        // The thumb and range are placed from this in CSS, so the server HTML has them in place.
        style={sliderPercentStyle(current, min, max)}
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
          // Radix knows the value only once the thumb has registered after hydration; say it now.
          aria-valuenow={current}
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

/** `--tl-slider-percent`: how far along the track the value is (0 to 100, unitless). */
function sliderPercentStyle(value: number, min: number, max: number): CSSProperties {
  const percent = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return { '--tl-slider-percent': Math.min(100, Math.max(0, percent)) } as CSSProperties;
}
