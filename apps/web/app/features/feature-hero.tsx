import type { FeaturePage } from '@tablogs/content';
import { VideoEmbed } from '@tablogs/ui';
import { ContentImage } from '../sections/content-image';
import { HeroText, PageHero } from '../sections/page-hero';

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
          poster={<ContentImage image={page.video.poster} priority plainPicture />}
        />
      }
    />
  );
}
