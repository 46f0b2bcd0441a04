import { type ReactNode, useId } from 'react';
import { cx } from '../lib/cx';
import { FieldContext, type FieldControlProps } from './field-context';

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** An error message; when set, the control is marked invalid and announces it. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when left out. */
  id?: string;
  /** One control: TextInput, TextArea or Select. */
  children: ReactNode;
  className?: string;
}

/** Label, hint and error around one form control, wired together for screen readers. */
export function Field({
  label,
  hint,
  error,
  required = false,
  id,
  children,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(required ? { required: true } : {}),
  };

  return (
    <div
      data-slot="field"
      data-invalid={error ? '' : undefined}
      className={cx('tl-field', className)}
    >
      <label htmlFor={controlId} className="tl-field__label">
        {label}
        {required ? (
          <span className="tl-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="tl-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldContext value={control}>{children}</FieldContext>
      {error ? (
        <p id={errorId} className="tl-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
