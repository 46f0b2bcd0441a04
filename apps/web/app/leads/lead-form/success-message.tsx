import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Replaces a sent form. Focus moves here, because the button that had it is gone, and the
 * status role has it read out.
 */
export function SuccessMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="lead-form__success" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
