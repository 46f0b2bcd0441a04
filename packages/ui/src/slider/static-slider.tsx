import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../lib/cx';
import type { SliderProps } from './slider-props';

/*
 * The slider's markup without its behaviour, free of Radix: Slider (slider.tsx) draws its Radix
 * track inside SliderFrame, and StaticSlider draws the same frame around a track of plain spans,
 * so an app can show it while Radix is still on the way without either copying the other.
 */

/** `--tl-slider-percent`: how far along the track the value is (0 to 100, unitless). */
export function sliderPercentStyle(value: number, min: number, max: number): CSSProperties {
  const percent = max > min ? ((value - min) / (max - min)) * 100 : 0;
  return { '--tl-slider-percent': Math.min(100, Math.max(0, percent)) } as CSSProperties;
}

/** The label and value above the track and the bounds below it. */
export function SliderFrame({
  label,
  labelId,
  valueText,
  valueHidden,
  min,
  max,
  formatValue,
  className,
  children,
}: {
  label: ReactNode;
  labelId?: string;
  valueText: string;
  /** The value is hidden where the track says it (aria-valuetext). */
  valueHidden: boolean;
  min: number;
  max: number;
  formatValue: (value: number) => string;
  className?: string;
  /** The track. */
  children: ReactNode;
}) {
  return (
    <div data-slot="slider" className={cx('tl-slider', className)}>
      <div className="tl-slider__header">
        <span id={labelId} className="tl-slider__label">
          {label}
        </span>
        <span className="tl-slider__value" aria-hidden={valueHidden || undefined}>
          {valueText}
        </span>
      </div>
      {children}
      <div className="tl-slider__scale" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}

/**
 * The slider drawn without its behaviour, e.g. while its Radix chunk is on the way: track and
 * thumb at the value, in the spans Radix renders, so swapping one for the other moves nothing.
 * Keys would do nothing, so the track is hidden from assistive tech and the value is read as text.
 */
export function StaticSlider({
  label,
  min,
  max,
  value,
  defaultValue,
  formatValue = String,
  className,
}: SliderProps) {
  const current = value ?? defaultValue ?? min;
  return (
    <SliderFrame
      label={label}
      valueText={formatValue(current)}
      valueHidden={false}
      min={min}
      max={max}
      formatValue={formatValue}
      className={className}
    >
      <span
        className="tl-slider__root"
        style={sliderPercentStyle(current, min, max)}
        aria-hidden="true"
      >
        <span className="tl-slider__track">
          <span className="tl-slider__range" />
        </span>
        <span>
          <span className="tl-slider__thumb" />
        </span>
      </span>
    </SliderFrame>
  );
}
