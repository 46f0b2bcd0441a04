import type { HomeSection, Image } from '@tablogs/content';
import { ArrowRightIcon, ButtonLink } from '@tablogs/ui';
import { Link } from 'react-router';
import type { RegionVariant } from '../region/region-variant-groups';
import { RegionText } from '../region/region-variants';
import { ContentImage } from '../sections/content-image';
import { HeroText, PageHero } from '../sections/page-hero';

interface HomeHeroProps {
  copy: readonly RegionVariant<HomeSection>[];
  image: Image | null;
}

export function HomeHero({ copy, image }: HomeHeroProps) {
  return (
    <PageHero
      className="home-hero"
      mediaWidth="wide"
      copy={
        <HeroText
          title={<RegionText variants={copy} text={(section) => section.headline} />}
          lead={<RegionText variants={copy} text={(section) => section.description} />}
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
      media={image ? <ContentImage image={image} priority className="home-hero__image" /> : null}
    />
  );
}
