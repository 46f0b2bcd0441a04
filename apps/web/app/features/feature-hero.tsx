import type { FeaturePage } from '@tablogs/content';
import { Island } from '../islands/island';
import { HeroText, PageHero } from '../sections/page-hero';
import { FeatureVideo } from './feature-video';

/** Heading, intro and the tutorial video: a poster until the visitor asks to play it. */
export function FeatureHero({ page, eyebrow }: { page: FeaturePage; eyebrow: string }) {
  return (
    <PageHero
      className="feature-hero"
      eyebrow={eyebrow}
      mediaWidth="even"
      copy={<HeroText title={page.heading} lead={page.intro} />}
      media={<Island name="FeatureVideo" component={FeatureVideo} props={{ video: page.video }} />}
    />
  );
}
