import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface TimelineItem {
  id: string;
  /** The prominent part: "1 hour", or a release headline. */
  value: ReactNode;
  /** What the value means: "to set up", or "Released on 12 March 2025". */
  label: ReactNode;
  description?: ReactNode;
  /** A short tag next to the value, e.g. a "Latest" badge. */
  tag?: ReactNode;
}

export interface TimelineProps extends Omit<HTMLAttributes<HTMLOListElement>, 'children'> {
  items: readonly TimelineItem[];
  orientation?: 'horizontal' | 'vertical';
}

export function Timeline({ items, orientation = 'vertical', className, ...props }: TimelineProps) {
  return (
    <ol
      data-slot="timeline"
      data-orientation={orientation}
      className={cx('tl-timeline', `tl-timeline--${orientation}`, className)}
      {...props}
    >
      {items.map((item) => (
        <li key={item.id} className="tl-timeline__item">
          <span className="tl-timeline__marker" aria-hidden="true" />
          <div className="tl-timeline__body">
            <p className="tl-timeline__value">
              {item.value}
              {item.tag ? <span className="tl-timeline__tag">{item.tag}</span> : null}
            </p>
            <p className="tl-timeline__label">{item.label}</p>
            {item.description ? (
              <div className="tl-timeline__description">{item.description}</div>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
