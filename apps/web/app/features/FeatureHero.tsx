import type { FeaturePage } from '@tablogs/content';
import { VideoEmbed } from '@tablogs/ui';
import { HeroText, PageHero } from '../sections/PageHero';

/** Heading, intro and the tutorial video: a poster until the visitor asks to play it. */
export function FeatureHero({ page, eyebrow }: { page: FeaturePage; eyebrow: string }) {
  return (
    <PageHero
      className="feature-hero"
      eyebrow={eyebrow}
      mediaWidth="even"
      copy={<HeroText title={page.heading} lead={page.intro} />}
      media={
        <VideoEmbed
          src={page.video.url}
          title={page.video.title}
          poster={{
            src: page.video.poster.url,
            alt: page.video.poster.alt,
            width: page.video.poster.width,
            height: page.video.poster.height,
          }}
        />
      }
    />
  );
}

/**
 * The video poster is the first screen's main image, but the player component lazy-loads it;
 * a high-priority preload in <head> fetches it first anyway.
 */
export function posterPreload(page: FeaturePage | undefined) {
  return page
    ? [
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          href: page.video.poster.url,
          fetchPriority: 'high',
        } as const,
      ]
    : [];
}
