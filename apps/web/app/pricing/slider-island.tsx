import { type SliderProps, StaticSlider } from '@tablogs/ui';
import { lazy, memo, useCallback, useLayoutEffect, useRef } from 'react';
import { LazyIsland } from '../islands/lazy-island';

// Radix is a chunk of its own, kept out of the JS a pricing page loads before interaction: a
// lazy island (islands/lazy-island.tsx).
const RadixSlider = lazy(() =>
  import('./radix-slider').then(({ Slider }) => ({ default: Slider })),
);

/**
 * @tablogs/ui's Slider as a lazy island. `label` and `formatValue` must keep their identity
 * between renders (module-level or memoised): an owner that re-renders with equal props leaves
 * the island alone, while a prerendered island given new props before its chunk has arrived is
 * dropped for the static slider.
 */
export function SliderIsland({ onValueChange, ...props }: SliderProps) {
  const handleValueChange = useLatestCallback(onValueChange);
  return <MemoSliderIsland {...props} onValueChange={handleValueChange} />;
}

const MemoSliderIsland = memo(function MemoSliderIsland(props: SliderProps) {
  return (
    <LazyIsland fallback={<StaticSlider {...props} />}>
      <RadixSlider {...props} />
    </LazyIsland>
  );
});

/** A callback of stable identity that calls the latest `callback` (an event handler's way). */
function useLatestCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
