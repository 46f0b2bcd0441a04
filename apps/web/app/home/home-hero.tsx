import type { HomeSection, Image } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { ArrowRightIcon, ButtonLink } from '@tablogs/ui';
import { Link } from 'react-router';
import type { RegionVariant } from '../region/region-variant-groups';
import { RegionText } from '../region/region-variants';
import { ContentImage } from '../sections/content-image';
import { HeroText, PageHero } from '../sections/page-hero';
import { description, headline } from './home-section-tags';

interface HomeHeroProps {
  copy: readonly RegionVariant<HomeSection>[];
  image: Image | null;
}

export function HomeHero({ copy, image }: HomeHeroProps) {
  // The picture is the first region's hero entry's (home-content.server.ts).
  const heroTags = copy[0] ? tagsOf('homeSection', copy[0].value, 'image') : undefined;
  return (
    <PageHero
      className="home-hero"
      mediaWidth="wide"
      copy={
        <HeroText
          title={<RegionText variants={copy} text={(s) => s.headline} tags={headline} />}
          lead={<RegionText variants={copy} text={(s) => s.description} tags={description} />}
        />
      }
      actions={
        <>
          <ButtonLink asChild size="lg">
            <Link to="/discovery-call">Get started today</Link>
          </ButtonLink>
          <Link className="arrow-link" to="/features/app">
            Learn more about our borehole logging app
            <ArrowRightIcon size={18} />
          </Link>
        </>
      }
      media={
        image ? (
          <ContentImage image={image} priority className="home-hero__image" tags={heroTags} />
        ) : null
      }
    />
  );
}
