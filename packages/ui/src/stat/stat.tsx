import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface StatGroupProps extends HTMLAttributes<HTMLDListElement> {}

/** A description list of headline figures; screen readers hear each label with its value. */
export function StatGroup({ className, ...props }: StatGroupProps) {
  return <dl data-slot="stat-group" className={cx('tl-stat-group', className)} {...props} />;
}

export interface StatProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  value: ReactNode;
  label: ReactNode;
}

/** One figure inside a StatGroup. The value shows above the label but is read after it. */
export function Stat({ value, label, className, ...props }: StatProps) {
  return (
    <div data-slot="stat" className={cx('tl-stat', className)} {...props}>
      <dt className="tl-stat__label">{label}</dt>
      <dd className="tl-stat__value">{value}</dd>
    </div>
  );
}
