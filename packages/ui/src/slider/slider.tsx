import * as SliderPrimitive from '@radix-ui/react-slider';
import { useId, useState } from 'react';
import type { SliderProps } from './slider-props';
import { SliderFrame, sliderPercentStyle } from './static-slider';

export type { SliderProps } from './slider-props';

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
    <SliderFrame
      label={label}
      labelId={labelId}
      valueText={valueText}
      valueHidden
      min={min}
      max={max}
      formatValue={formatValue}
      className={className}
    >
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
    </SliderFrame>
  );
}
