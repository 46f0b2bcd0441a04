import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface HeadlineItem {
  id: string;
  headline: ReactNode;
  description: ReactNode;
}

export interface HeadlineListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  items: readonly HeadlineItem[];
  columns?: 1 | 2 | 3;
}

/** Short headline + description pairs, e.g. the reasons to switch. */
export function HeadlineList({ items, columns = 2, className, ...props }: HeadlineListProps) {
  return (
    <dl
      data-slot="headline-list"
      className={cx('tl-headline-list', `tl-headline-list--cols-${columns}`, className)}
      {...props}
    >
      {items.map((item) => (
        <div key={item.id} className="tl-headline-list__item">
          <dt className="tl-headline-list__headline">{item.headline}</dt>
          <dd className="tl-headline-list__description">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
