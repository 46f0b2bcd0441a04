import { formatCount, LAB_MODULE_LABELS, LAB_SLIDER, type LabModule } from '@tablogs/pricing';
import { Slider } from '@tablogs/ui';

interface ModuleSliderProps {
  module: LabModule;
  value: number;
  onChange: (tests: number) => void;
}

/** One TabLabs module: "Module 1 Soil, Rock and Aggregate", 0 to 3000 Tests per Month. */
export function ModuleSlider({ module, value, onChange }: ModuleSliderProps) {
  const { number, name, unit } = LAB_MODULE_LABELS[module];
  const label = (
    <>
      <span className="module-slider__number">{number}</span> {name}
    </>
  );
  const testsPerMonth = (tests: number) => `${formatCount(tests)} ${unit}`;
  return (
    <div className="module-slider">
      <Slider
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
