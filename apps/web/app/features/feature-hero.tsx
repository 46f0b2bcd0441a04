import type { FeaturePage } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { Tagged } from '../content/tagged';
import { Island } from '../islands/island';
import { HeroText, PageHero } from '../sections/page-hero';
import { FeatureVideo } from './feature-video';

/** Heading, intro and the tutorial video: a poster until the visitor asks to play it. */
export function FeatureHero({ page, eyebrow }: { page: FeaturePage; eyebrow: string }) {
  // Only a draft preview's poster has tags; visitors' island props stay as they were.
  const posterTags = tagsOf('featurePage', page, 'poster');
  const tagged = Object.keys(posterTags).length > 0 ? { posterTags } : {};
  return (
    <PageHero
      className="feature-hero"
      eyebrow={eyebrow}
      mediaWidth="even"
      copy={
        <HeroText
          title={<Tagged tags={tagsOf('featurePage', page, 'heading')}>{page.heading}</Tagged>}
          lead={<Tagged tags={tagsOf('featurePage', page, 'intro')}>{page.intro}</Tagged>}
        />
      }
      media={
        <Island
          name="FeatureVideo"
          component={FeatureVideo}
          props={{ video: page.video, ...tagged }}
        />
      }
    />
  );
}
