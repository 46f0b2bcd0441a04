import type { HomeSection, Image } from '@tablogs/content';
import { ArrowRightIcon, ButtonLink } from '@tablogs/ui';
import { Link } from 'react-router';
import { RegionText } from '../region/RegionVariants';
import type { RegionVariant } from '../region/regionVariants';
import { ContentImage } from '../sections/ContentImage';
import { HeroText, PageHero } from '../sections/PageHero';

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
