import { type FeaturePage, responsiveImage } from '@tablogs/content';
import { VideoEmbed } from '@tablogs/ui';
import { HALF_WIDTH_SIZES } from '../sections/imageSizes';
import { HeroText, PageHero } from '../sections/PageHero';

/** Heading, intro and the tutorial video: a poster until the visitor asks to play it. */
export function FeatureHero({ page, eyebrow }: { page: FeaturePage; eyebrow: string }) {
  const { poster } = page.video;
  const responsive = responsiveImage(poster);
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
            src: responsive?.src ?? poster.url,
            srcSet: responsive?.srcSet,
            sources: responsive?.sources,
            sizes: HALF_WIDTH_SIZES,
            alt: poster.alt,
            width: poster.width,
            height: poster.height,
          }}
        />
      }
    />
  );
}
