import { Container, Section } from '@tablogs/ui';
import { FeatureExplorer } from '../../home/feature-explorer';
import { loadHome } from '../../home/home-content.server';
import { HomeHero } from '../../home/home-hero';
import { HomeStatistics } from '../../home/home-statistics';
import { LogoCarousel } from '../../home/logo-carousel';
import { SectionIntro } from '../../home/section-intro';
import { SwitchFromBanner } from '../../home/switch-from-banner';
import { Island } from '../../islands/island';
import { GetStartedSection, NewsletterSection } from '../../leads';
import { RegionVariants } from '../../region/region-variants';
import { BLOG_FEED_LINK } from '../../resources/blog/blog-summary';
import { pageMeta } from '../../seo/page-meta';
import { TestimonialCarousel } from '../../testimonials/testimonial-carousel';
import type { Route } from './+types/home';

export const loader = () => loadHome();

export const links: Route.LinksFunction = () => [BLOG_FEED_LINK];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'TabLogs: borehole logging software for geotechnical engineers',
    description:
      'Log boreholes on a tablet, review them the same day and issue reports in your own format. Used by 300+ geotechnical companies.',
    url: loaderData ? `${loaderData.siteUrl}/` : undefined,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, settings } = loaderData;
  return (
    <>
      <HomeHero copy={copy.hero} image={loaderData.heroImage} />

      <Section spacing="md" className="home-clients">
        <Container>
          <SectionIntro copy={copy.clients} />
          <Island
            name="ClientLogos"
            component={LogoCarousel}
            props={{ clients: loaderData.clients }}
          />
        </Container>
      </Section>

      <SwitchFromBanner
        copy={copy.switchFrom}
        legacyToolName={settings.legacyToolName}
        supportEnds={settings.legacyToolSupportEnds}
      />

      <Section tone="muted" spacing="lg">
        <Container>
          <SectionIntro copy={copy.explorer} eyebrow="Features" />
          <RegionVariants variants={loaderData.featureCards}>
            {(cards) => (
              <Island name="FeatureExplorer" component={FeatureExplorer} props={{ cards }} />
            )}
          </RegionVariants>
        </Container>
      </Section>

      <Section spacing="lg">
        <Container>
          <SectionIntro copy={copy.statistics} eyebrow="By the numbers" />
          <HomeStatistics
            statistics={settings.statistics}
            boreholesBadge={settings.boreholesBadge}
          />
        </Container>
      </Section>

      <Section tone="sand" spacing="lg">
        <Container>
          <SectionIntro copy={copy.testimonials} eyebrow="Client stories" />
          <Island
            name="TestimonialSlider"
            component={TestimonialCarousel}
            props={{ testimonials: loaderData.testimonials }}
          />
        </Container>
      </Section>

      <GetStartedSection />
      <NewsletterSection />
    </>
  );
}
