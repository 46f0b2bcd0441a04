import { formatCount, LOGGING_SLIDER } from '@tablogs/pricing';
import { Slider } from '@tablogs/ui';

const logsPerMonth = (logs: number) => `${formatCount(logs)} logs per month`;

interface LogsSliderProps {
  label: string;
  value: number;
  onChange: (logs: number) => void;
  className?: string;
}

/** TabLogs volume: 100 to 500 logs per month in steps of 50 (LOGGING_SLIDER). */
export function LogsSlider({ label, value, onChange, className }: LogsSliderProps) {
  return (
    <Slider
      label={label}
      min={LOGGING_SLIDER.min}
      max={LOGGING_SLIDER.max}
      step={LOGGING_SLIDER.step}
      value={value}
      onValueChange={onChange}
      formatValue={logsPerMonth}
      className={className}
    />
  );
}
