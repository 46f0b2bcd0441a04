import { Container, cx, Section } from '@tablogs/ui';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: ReactNode;
  /** The page's h1 and lead, usually HeroText (regional wording goes inside it: RegionText). */
  copy: ReactNode;
  actions?: ReactNode;
  /** The image or video beside the copy. */
  media?: ReactNode;
  /** `wide` gives the media the larger share, for video and screen illustrations. */
  mediaWidth?: 'even' | 'wide';
  className?: string;
}

/** The opening of a page: copy and calls to action beside a large illustration or video. */
export function PageHero({
  eyebrow,
  copy,
  actions,
  media,
  mediaWidth = 'even',
  className,
}: PageHeroProps) {
  return (
    <Section spacing="none" className={cx('page-hero', className)}>
      <Container
        className={cx(
          'page-hero__grid',
          media ? `page-hero__grid--${mediaWidth}` : 'page-hero__grid--text',
        )}
      >
        <div className="page-hero__copy">
          {eyebrow ? <p className="tl-eyebrow">{eyebrow}</p> : null}
          {copy}
          {actions ? <div className="page-hero__actions">{actions}</div> : null}
        </div>
        {media ? <div className="page-hero__media">{media}</div> : null}
      </Container>
    </Section>
  );
}

/** Heading and lead of a hero: the page's one h1. Regional wording goes in as RegionText. */
export function HeroText({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <div className="page-hero__text">
      <h1 className="page-hero__title">{title}</h1>
      <p className="tl-lead page-hero__lead">{lead}</p>
    </div>
  );
}
