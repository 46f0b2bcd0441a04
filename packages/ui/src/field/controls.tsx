import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../lib/cx';
import { useFieldControl } from './field-context';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  const wired = useFieldControl(props);
  return (
    <input data-slot="text-input" type={type} className={cx('tl-control', className)} {...wired} />
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ className, rows = 5, ...props }: TextAreaProps) {
  const wired = useFieldControl(props);
  return (
    <textarea
      data-slot="text-area"
      rows={rows}
      className={cx('tl-control', 'tl-control--multiline', className)}
      {...wired}
    />
  );
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the most robust choice on touch devices and with screen readers. */
export function Select({ className, children, ...props }: SelectProps) {
  const wired = useFieldControl(props);
  return (
    <select
      data-slot="select"
      className={cx('tl-control', 'tl-control--select', className)}
      {...wired}
    >
      {children}
    </select>
  );
}
