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
          priority
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
