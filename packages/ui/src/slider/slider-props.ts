import type { ReactNode } from 'react';

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
