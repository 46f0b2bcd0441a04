import { LAB_MODULE_LABELS, LAB_SLIDER, type LabModule } from '@tablogs/pricing';
import { useCallback, useMemo } from 'react';
import { formatCount } from './format-amount';
import { SliderIsland } from './slider-island';

interface ModuleSliderProps {
  module: LabModule;
  value: number;
  onChange: (tests: number) => void;
}

/** One TabLabs module: "Module 1 Soil, Rock and Aggregate", 0 to 3000 Tests per Month. */
export function ModuleSlider({ module, value, onChange }: ModuleSliderProps) {
  const { number, name, unit } = LAB_MODULE_LABELS[module];
  // Kept across renders, so a price change elsewhere leaves the slider island alone.
  const label = useMemo(
    () => (
      <>
        <span className="module-slider__number">{number}</span> {name}
      </>
    ),
    [number, name],
  );
  const testsPerMonth = useCallback((tests: number) => `${formatCount(tests)} ${unit}`, [unit]);
  return (
    <div className="module-slider">
      <SliderIsland
        label={label}
        min={LAB_SLIDER.min}
        max={LAB_SLIDER.max}
        step={LAB_SLIDER.step}
        value={value}
        onValueChange={onChange}
        formatValue={testsPerMonth}
      />
    </div>
  );
}
