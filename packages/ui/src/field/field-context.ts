import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The id and ARIA wiring a Field gives its control. A control's own props win, so a control can
 * still be used on its own or override the generated id.
 */
export function useFieldControl<TProps extends { id?: string | undefined }>(props: TProps): TProps {
  const field = useContext(FieldContext);
  if (!field) {
    return props;
  }
  return { ...field, ...props };
}
