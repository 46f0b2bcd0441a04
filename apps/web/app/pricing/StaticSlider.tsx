import { cx, type SliderProps } from '@tablogs/ui';
import type { CSSProperties } from 'react';

/**
 * The slider drawn without its behaviour, shown while its Radix chunk is on the way: the markup
 * and classes of @tablogs/ui's Slider with the track and thumb at the value, so swapping one for
 * the other moves nothing. It shows when the slider renders on the client: after a navigation, or when the value
 * changed before the prerendered slider could hydrate. Keys would do nothing yet, so the track is
 * hidden from assistive tech and the value is read as text.
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
  const percent = max > min ? ((current - min) / (max - min)) * 100 : 0;
  const percentStyle = { '--tl-slider-percent': Math.min(100, Math.max(0, percent)) };
  return (
    <div data-slot="slider" className={cx('tl-slider', className)}>
      <div className="tl-slider__header">
        <span className="tl-slider__label">{label}</span>
        <span className="tl-slider__value">{formatValue(current)}</span>
      </div>
      <span className="tl-slider__root" style={percentStyle as CSSProperties} aria-hidden="true">
        <span className="tl-slider__track">
          <span className="tl-slider__range" />
        </span>
        <span>
          <span className="tl-slider__thumb" />
        </span>
      </span>
      <div className="tl-slider__scale" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
