import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../lib/cx';

export type SectionTone = 'default' | 'muted' | 'sand' | 'alternate' | 'water';
export type SectionSpacing = 'none' | 'sm' | 'md' | 'lg';

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** Background family; each tone resets the text colours so content stays AA on it. */
  tone?: SectionTone;
  /** Vertical padding. */
  spacing?: SectionSpacing;
  as?: 'section' | 'div' | 'header' | 'footer' | 'aside';
  ref?: Ref<HTMLElement>;
}

export function Section({
  tone = 'default',
  spacing = 'md',
  as = 'section',
  className,
  ...props
}: SectionProps) {
  // Every allowed tag is a plain HTMLElement, so typing it as <section> keeps the ref type honest.
  const Component = as as 'section';
  return (
    <Component
      data-slot="section"
      data-tone={tone === 'default' ? undefined : tone}
      className={cx('tl-section', `tl-section--${spacing}`, className)}
      {...props}
    />
  );
}

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  size?: 'narrow' | 'default' | 'wide';
  ref?: Ref<HTMLDivElement>;
}

/** Centres content at a readable width with the page gutter. */
export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return (
    <div
      data-slot="container"
      className={cx('tl-container', `tl-container--${size}`, className)}
      {...props}
    />
  );
}

export interface SectionHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The heading level that keeps the page outline honest; h2 by default. */
  headingLevel?: 1 | 2 | 3;
  align?: 'start' | 'center';
}

/** Eyebrow, heading and lead text that open a section. */
export function SectionHeader({
  eyebrow,
  title,
  description,
  headingLevel = 2,
  align = 'start',
  className,
  ...props
}: SectionHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="section-header"
      className={cx('tl-section-header', `tl-section-header--${align}`, className)}
      {...props}
    >
      {eyebrow ? <p className="tl-eyebrow">{eyebrow}</p> : null}
      <Heading className="tl-section-header__title">{title}</Heading>
      {description ? <p className="tl-lead">{description}</p> : null}
    </div>
  );
}
