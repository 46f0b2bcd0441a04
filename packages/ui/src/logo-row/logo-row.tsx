import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from '../lib/cx';

export interface Logo {
  src: string;
  /** The company name; logos carry meaning, so alt text is required. */
  alt: string;
  width: number;
  height: number;
  /** Extra attributes of the image, e.g. a draft preview's inspector tags. */
  imgProps?: Readonly<Record<`data-${string}`, string>>;
}

export type LogoAlign = 'start' | 'center' | 'end';

export interface LogoRowProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  logos: readonly Logo[];
  align?: LogoAlign;
}

export function LogoRow({ logos, align = 'center', className, ...props }: LogoRowProps) {
  return (
    <ul
      data-slot="logo-row"
      className={cx('tl-logo-row', `tl-logo-row--${align}`, className)}
      {...props}
    >
      {logos.map((logo) => (
        <li key={logo.src} className="tl-logo-row__item">
          <img
            className="tl-logo"
            src={logo.src}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            {...logo.imgProps}
          />
        </li>
      ))}
    </ul>
  );
}

export interface LogoRowsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  rows: readonly (readonly Logo[])[];
}

/**
 * A wall of logos: rows of equal cells that line up with each other. A row with fewer logos
 * than cells keeps the alternating alignment (start, end, start…) of the spec's logo rows.
 */
export function LogoRows({ rows, className, ...props }: LogoRowsProps) {
  return (
    <div
      data-slot="logo-rows"
      className={cx('tl-logo-rows', className)}
      // As many cells a row as its longest row has logos, so full rows fill the width.
      style={
        { '--tl-logo-per-row': Math.max(1, ...rows.map((row) => row.length)) } as CSSProperties
      }
      {...props}
    >
      {rows.map((logos, index) => (
        <LogoRow
          key={logos[0]?.src ?? index}
          logos={logos}
          align={index % 2 === 0 ? 'start' : 'end'}
        />
      ))}
    </div>
  );
}
